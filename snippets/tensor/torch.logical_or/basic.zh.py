import torch

x = torch.tensor([-2.0, 0.5, 3.0, float("nan")])

outlier = torch.logical_or(x < -1, x > 1)          # 等价于 (x < -1) | (x > 1)
print(outlier)
print(torch.logical_or(outlier, x.isnan()))        # 再加上 NaN 所在的位置
print(torch.logical_or(torch.tensor([0, 0, 4]), torch.tensor([0, 2, 0])))
