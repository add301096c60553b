import torch

a = torch.tensor([[0.0, 0.0],
                  [3.0, 4.0]])             # 2 个点
b = torch.tensor([[0.0, 0.0],
                  [1.0, 0.0],
                  [3.0, 4.0]])             # 3 个点

print(torch.cdist(a, b))                   # (2, 3) 的欧氏距离矩阵
print(torch.cdist(a, b, p=1))              # 曼哈顿距离
print(torch.cdist(a, b, p=float("inf")))   # 切比雪夫距离

# 批量：(B, P, M) 与 (B, R, M) -> (B, P, R)；批次维度会广播
print(torch.cdist(torch.ones(1, 2, 3), torch.ones(5, 4, 3)).shape)

# 为 a 中每个点找到 b 中的最近邻
print(torch.cdist(a, b).argmin(dim=1))
