import torch

torch.set_printoptions(precision=4)
# 通过 QR 求最小二乘 min ||A x - b||，全程不构造 Q
A = torch.tensor([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0], [1.0, 4.0]])
b = torch.tensor([[6.0], [5.0], [7.0], [10.0]])

a, tau = torch.geqrf(A)
Qtb = torch.ormqr(a, tau, b, transpose=True)  # Q^T @ b，用的是完整的 4 x 4 Q
R = torch.triu(a[:2])
x = torch.linalg.solve_triangular(R, Qtb[:2], upper=True)
print(x.squeeze(1))
print(torch.linalg.lstsq(A, b).solution.squeeze(1))

# 计算 C @ Q 而不是 Q @ C：left=False（C 需要 m = 4 列）
print(torch.ormqr(a, tau, torch.eye(4), left=False).shape)
