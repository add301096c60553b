import torch

torch.manual_seed(0)
features = torch.randn(3, 5, dtype=torch.float64)
# Five variables but three samples: the covariance is singular.
cov = features.T @ features / 3

L, info = torch.linalg.cholesky_ex(cov)
print(info.item())  # > 0: the factorisation failed at that leading minor

L = torch.linalg.cholesky(cov + 1e-6 * torch.eye(5, dtype=torch.float64))
print(L.shape)
