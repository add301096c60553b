import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.0, 1.0]])

Q, R = torch.geqrf(A)  # looks like a QR call, but returns (a, tau)
print(Q.shape, R.shape)  # (3, 2) and (2,): R is not a matrix
print(torch.allclose(Q.T @ Q, torch.eye(2)))  # the first result is not orthonormal either
