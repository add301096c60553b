import torch

# A covariance built from integer counts stays an integer tensor.
counts = torch.tensor([[2, 1], [0, 1], [1, 0]])
cov = counts.T @ counts

L = torch.linalg.cholesky(cov)
