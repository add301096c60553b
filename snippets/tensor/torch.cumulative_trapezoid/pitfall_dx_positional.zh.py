import torch

y = torch.tensor([1.0, 2.0, 4.0, 7.0])

# 第二个位置参数是 x（张量）；间隔必须写成 dx=。
torch.cumulative_trapezoid(y, 0.5)
