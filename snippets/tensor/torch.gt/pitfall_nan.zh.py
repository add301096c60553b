import torch

x = torch.tensor([0.1, float("nan"), 0.9])

print(x > 0.5)               # NaN 不大于任何值
print(~(x <= 0.5))           # “不在 0.5 及以下”是另一个集合：它包含 NaN
print((x > 0.5) | x.isnan())
