import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
As = torch.stack([A, 2 * A])  # 一批两个 2x2 方程组
B = torch.tensor([[3.0, 1.0], [5.0, 0.0]])  # 本意是两列右端项

X = torch.linalg.solve(As, B)
print(X.shape)  # 被当成每个方程组各一个向量，而不是一个 2x2 矩阵

X = torch.linalg.solve(As, B.expand(2, 2, 2))
print(X.shape)
