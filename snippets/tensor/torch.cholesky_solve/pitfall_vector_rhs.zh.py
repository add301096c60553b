import torch

L = torch.linalg.cholesky(torch.tensor([[4.0, 2.0], [2.0, 3.0]]))
b = torch.tensor([1.0, 2.0])     # 一维右端项
torch.cholesky_solve(b, L)
