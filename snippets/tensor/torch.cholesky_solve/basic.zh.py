import torch

A = torch.tensor([[4.0, 2.0],
                  [2.0, 3.0]])            # 对称正定
L = torch.linalg.cholesky(A)             # 分解一次……

b1 = torch.tensor([[1.0], [2.0]])
b2 = torch.tensor([[0.0, 1.0], [1.0, 0.0]])
print(torch.cholesky_solve(b1, L))       # ……再对多个右端项求解 A x = b
print(b2.cholesky_solve(L))
print(torch.linalg.solve(A, b1))         # 结果相同

print(torch.cholesky_inverse(L))         # 由因子得到 A 的逆
print(torch.linalg.inv(A))
