import torch

torch.set_printoptions(precision=4)
A = torch.tensor([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0], [1.0, 4.0]])
b = torch.tensor([[6.0], [5.0], [7.0], [10.0]])
a, tau = torch.geqrf(A)
R = torch.triu(a[:2])

Qb = torch.ormqr(a, tau, b)  # 默认 transpose=False：算的是 Q @ b，不是 Q^T @ b
x_wrong = torch.linalg.solve_triangular(R, Qb[:2], upper=True)
print(x_wrong.squeeze(1))

Qtb = torch.ormqr(a, tau, b, transpose=True)
print(torch.linalg.solve_triangular(R, Qtb[:2], upper=True).squeeze(1))
