import torch

# 对称，但有一个负特征值（-1）。
A = torch.tensor([[1.0, 2.0], [2.0, 1.0]])

L = torch.linalg.cholesky(A)
