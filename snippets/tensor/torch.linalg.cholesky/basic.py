import torch

# A symmetric positive-definite matrix, e.g. a covariance.
A = torch.tensor([[4.0, 2.0], [2.0, 3.0]])

L = torch.linalg.cholesky(A)
print(L)
print(torch.allclose(L @ L.mT, A))

# Sampling from N(0, A): transform standard normal samples by L.
torch.manual_seed(0)
samples = torch.randn(100_000, 2) @ L.mT
print(torch.cov(samples.T).round(decimals=1))
