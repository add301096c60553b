import torch

x = torch.tensor([0, 1, 2])
print(torch.tan(x))   # 非原地：得到 float32
x.tan_()              # 原地：浮点结果写不回 int64
