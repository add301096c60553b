import torch

# 不对称：上三角是 5，下三角是 0。
A = torch.tensor([[2.0, 5.0], [0.0, 3.0]])

L = torch.linalg.cholesky(A)  # 不报错
print(L)
print(torch.allclose(L @ L.mT, A))  # 它分解的是另一个矩阵
