import torch

x = torch.tensor([1.0, float("nan"), 2.0])

print(x.sum())          # 一个 NaN 就污染了总和
print(torch.nansum(x))  # 把 NaN 当作零
print(x[~x.isnan()].sum())
