import torch

A = torch.tensor([[4.0, 7.0],
                  [2.0, 6.0]])
B = torch.tensor([[1.0], [2.0]])
# old: factor once, solve, unpack (torch.lu warns that it is deprecated)
LU, pivots = torch.lu(A)
print(torch.lu_solve(B, LU, pivots))
P, L, U = torch.lu_unpack(LU, pivots)
print(torch.allclose(P @ L @ U, A))
# new: torch.linalg; note lu_solve's reversed argument order
LU, pivots = torch.linalg.lu_factor(A)
print(torch.linalg.lu_solve(LU, pivots, B))
