import torch

n = torch.arange(-2, 3)
print(torch.sinc(n))   # 非原地：得到 float32
n.sinc_()              # 对 int64 原地计算会失败
