import torch

torch.set_printoptions(precision=4)
# Least squares min ||A x - b|| through QR, without ever forming Q
A = torch.tensor([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0], [1.0, 4.0]])
b = torch.tensor([[6.0], [5.0], [7.0], [10.0]])

a, tau = torch.geqrf(A)
Qtb = torch.ormqr(a, tau, b, transpose=True)  # Q^T @ b, with the full 4 x 4 Q
R = torch.triu(a[:2])
x = torch.linalg.solve_triangular(R, Qtb[:2], upper=True)
print(x.squeeze(1))
print(torch.linalg.lstsq(A, b).solution.squeeze(1))

# C @ Q instead of Q @ C: left=False (C needs m = 4 columns)
print(torch.ormqr(a, tau, torch.eye(4), left=False).shape)
