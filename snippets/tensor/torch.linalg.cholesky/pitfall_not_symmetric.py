import torch

# Not symmetric: the upper triangle says 5, the lower triangle says 0.
A = torch.tensor([[2.0, 5.0], [0.0, 3.0]])

L = torch.linalg.cholesky(A)  # no error
print(L)
print(torch.allclose(L @ L.mT, A))  # it factorised another matrix
