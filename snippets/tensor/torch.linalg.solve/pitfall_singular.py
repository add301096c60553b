import torch

# The second row is twice the first: no unique solution.
A = torch.tensor([[1.0, 2.0], [2.0, 4.0]])
b = torch.tensor([1.0, 2.0])

x = torch.linalg.solve(A, b)
