import torch

A = torch.tensor([[4.0, 7.0],
                  [2.0, 6.0]])
B = torch.tensor([[1.0], [2.0]])
# 旧写法：分解一次、求解、展开（torch.lu 会警告已弃用）
LU, pivots = torch.lu(A)
print(torch.lu_solve(B, LU, pivots))
P, L, U = torch.lu_unpack(LU, pivots)
print(torch.allclose(P @ L @ U, A))
# 新写法：torch.linalg；注意 lu_solve 的参数顺序反了过来
LU, pivots = torch.linalg.lu_factor(A)
print(torch.linalg.lu_solve(LU, pivots, B))
