import torch

A = torch.tensor([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0], [1.0, 4.0]])
a, tau = torch.geqrf(A)

# The implicit Q is always 4 x 4 (m x m), also with left=False,
# so C @ Q needs C with 4 columns, not n = 2.
C = torch.ones(3, 2)
torch.ormqr(a, tau, C, left=False)
