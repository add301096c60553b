import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
b = torch.tensor([3.0, 5.0, 1.0])  # one value too many for two unknowns

x = torch.linalg.solve(A, b)
