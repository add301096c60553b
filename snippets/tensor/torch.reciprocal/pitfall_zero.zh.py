import torch

counts = torch.tensor([3.0, 0.0, 1.0])       # 一个从未出现过的类别
totals = torch.tensor([6.0, 0.0, 2.0])

weights = torch.reciprocal(counts)
print(weights)                               # 空类别得到 inf
print(weights * totals)                      # inf * 0 = nan
print(torch.reciprocal(counts.clamp(min=1)))
