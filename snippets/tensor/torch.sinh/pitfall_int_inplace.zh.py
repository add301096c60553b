import torch

x = torch.tensor([0, 1, 2])
print(torch.sinh(x))   # 非原地：得到 float32
x.sinh_()              # 对 int64 原地计算会失败
