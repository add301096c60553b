import torch

pred = torch.tensor([0.2, 1.4, 0.9])
upper = torch.tensor([1.0, 1.0, 0.5])            # 逐元素的上限

print(torch.minimum(pred, upper))
print(pred.minimum(torch.tensor(1.0)))           # 所有元素共用一个上限，写成 0 维张量
print(torch.minimum(torch.tensor([1.0, float("nan")]), torch.tensor([0.0, 0.0])))  # NaN 会传播
print(torch.fmin(torch.tensor([1.0, float("nan")]), torch.tensor([0.0, 0.0])))     # fmin 忽略 NaN
