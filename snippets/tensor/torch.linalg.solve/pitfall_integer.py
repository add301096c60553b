import torch

A = torch.tensor([[2, 1], [1, 3]])
b = torch.tensor([3, 5])

x = torch.linalg.solve(A, b)
