import torch

# 对称正定矩阵，比如协方差矩阵。
A = torch.tensor([[4.0, 2.0], [2.0, 3.0]])

L = torch.linalg.cholesky(A)
print(L)
print(torch.allclose(L @ L.mT, A))

# 从 N(0, A) 采样：用 L 变换标准正态样本。
torch.manual_seed(0)
samples = torch.randn(100_000, 2) @ L.mT
print(torch.cov(samples.T).round(decimals=1))
