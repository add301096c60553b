import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.0, 1.0]])
a, tau = torch.geqrf(A)

Q = torch.linalg.householder_product(a, tau)
print(Q.shape)  # only the first n = 2 columns, not the full 3 x 3 Q

# the full m x m Q: apply all reflectors to the identity, or ask linalg.qr for it
Q_full = torch.ormqr(a, tau, torch.eye(3))
Q_ref, _ = torch.linalg.qr(A, mode="complete")
print(Q_full.shape, torch.allclose(Q_full, Q_ref, atol=1e-6))
