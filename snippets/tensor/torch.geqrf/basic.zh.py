import torch

torch.set_printoptions(precision=4)
A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.0, 1.0]])

a, tau = torch.geqrf(A)  # LAPACK 的紧凑形式，不是 Q 和 R
R = torch.triu(a[: A.shape[1]])  # R 在对角线及其上方
Q = torch.linalg.householder_product(a, tau)  # 由反射向量重建 Q
print(R)
print(torch.allclose(Q @ R, A))

# 常规做法：torch.linalg.qr 直接返回 Q 和 R，数值相同。
Q2, R2 = torch.linalg.qr(A)
print(torch.allclose(Q, Q2), torch.allclose(R, R2))
