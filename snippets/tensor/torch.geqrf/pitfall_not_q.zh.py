import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.0, 1.0]])

Q, R = torch.geqrf(A)  # 看起来像 QR 分解，实际返回的是 (a, tau)
print(Q.shape, R.shape)  # (3, 2) 和 (2,)：R 根本不是矩阵
print(torch.allclose(Q.T @ Q, torch.eye(2)))  # 第一个结果也不是正交矩阵
