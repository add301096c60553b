import torch

A = torch.tensor([[4.0, 7.0], [2.0, 6.0]])
B = torch.tensor([[1.0], [2.0]])
LU, pivots = torch.linalg.lu_factor(A)
print(torch.linalg.lu_solve(LU, pivots, B).shape)  # B comes last in torch.linalg
torch.linalg.lu_solve(B, LU, pivots)               # the old order with the new function
