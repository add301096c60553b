import torch

x = torch.zeros(2, 3, dtype=torch.long)
src = torch.full((2, 1), 0.9)
# 不会报错：0.9 被转成 int64，变成 0
print(torch.slice_scatter(x, src, dim=1, start=0, end=1))
