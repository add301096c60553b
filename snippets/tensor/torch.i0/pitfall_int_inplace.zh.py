import torch

x = torch.tensor([0, 1, 2])
print(torch.i0(x))   # 非原地：得到 float32
x.i0_()              # 对 int64 原地计算会失败
