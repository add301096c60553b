import torch

torch.set_printoptions(precision=4)
A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.0, 1.0]])

a, tau = torch.geqrf(A)  # compact LAPACK form, not Q and R
R = torch.triu(a[: A.shape[1]])  # R sits on and above the diagonal
Q = torch.linalg.householder_product(a, tau)  # Q is rebuilt from the reflectors
print(R)
print(torch.allclose(Q @ R, A))

# The usual way: torch.linalg.qr returns Q and R directly, with the same values.
Q2, R2 = torch.linalg.qr(A)
print(torch.allclose(Q, Q2), torch.allclose(R, R2))
