import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.0, 1.0]])
a, tau = torch.geqrf(A)

Q = torch.linalg.householder_product(a, tau)
print(Q.shape)  # 只有前 n = 2 列，不是完整的 3 x 3 Q

# 完整的 m x m Q：把全部反射作用在单位矩阵上，或者让 linalg.qr 直接给出
Q_full = torch.ormqr(a, tau, torch.eye(3))
Q_ref, _ = torch.linalg.qr(A, mode="complete")
print(Q_full.shape, torch.allclose(Q_full, Q_ref, atol=1e-6))
