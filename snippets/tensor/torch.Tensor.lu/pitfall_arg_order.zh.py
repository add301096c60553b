import torch

A = torch.tensor([[4.0, 7.0], [2.0, 6.0]])
B = torch.tensor([[1.0], [2.0]])
LU, pivots = torch.linalg.lu_factor(A)
print(torch.linalg.lu_solve(LU, pivots, B).shape)  # 在 torch.linalg 中 B 放在最后
torch.linalg.lu_solve(B, LU, pivots)               # 用旧顺序调用新函数
