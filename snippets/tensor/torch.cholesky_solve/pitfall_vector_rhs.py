import torch

L = torch.linalg.cholesky(torch.tensor([[4.0, 2.0], [2.0, 3.0]]))
b = torch.tensor([1.0, 2.0])     # a 1-D right-hand side
torch.cholesky_solve(b, L)
