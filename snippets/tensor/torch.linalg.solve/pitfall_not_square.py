import torch

# Three measurements, two unknowns: more equations than unknowns.
A = torch.tensor([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0]])
b = torch.tensor([1.0, 2.0, 2.0])

x = torch.linalg.solve(A, b)
