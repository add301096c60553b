import torch

A = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])  # 宽矩阵：2 x 3
a, tau = torch.geqrf(A)

# 宽矩阵的反射向量只在前 m 列：a[:, :2]。
torch.linalg.householder_product(a, tau)
