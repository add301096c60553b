import torch

# Symmetric, but with a negative eigenvalue (-1).
A = torch.tensor([[1.0, 2.0], [2.0, 1.0]])

L = torch.linalg.cholesky(A)
