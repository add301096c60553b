import torch

# 严格上三角（offset=1）：每对 i < j 的 (i, j) 各一次
i, j = torch.triu_indices(4, 4, offset=1)
print(i, j)
# 两两距离，不含重复也不含为 0 的对角线
points = torch.tensor([[0.0, 0.0], [3.0, 4.0], [6.0, 8.0], [0.0, 1.0]])
d = torch.cdist(points, points)
print(d[i, j])
# 非方阵
print(torch.triu_indices(2, 4))
