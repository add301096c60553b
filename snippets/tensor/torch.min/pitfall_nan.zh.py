import torch

d = torch.tensor([1.0, float("nan"), 0.5])

print(d.min())                         # NaN 胜出：结果是 nan
print(d.min(dim=0))                    # 索引也指向 NaN 的位置
print(d[~d.isnan()].min())             # 先去掉 NaN
print(torch.fmin(d, torch.tensor(float("inf"))).min())  # 或者用 fmin 替换掉它们
