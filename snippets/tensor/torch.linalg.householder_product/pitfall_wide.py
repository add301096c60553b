import torch

A = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])  # wide: 2 x 3
a, tau = torch.geqrf(A)

# For a wide matrix the reflectors live in the first m columns only: a[:, :2].
torch.linalg.householder_product(a, tau)
