import torch

A = torch.tensor([[4.0, 7.0], [2.0, 6.0]])
LU, pivots = torch.linalg.lu_factor(A)
b = torch.tensor([1.0, 2.0])                       # a 1-D right-hand side
print(torch.linalg.lu_solve(LU, pivots, b.unsqueeze(1)).squeeze(1))
torch.lu_solve(b, LU, pivots)
