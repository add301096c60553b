import torch

a = torch.tensor([2, 3])
print(torch.mvlgamma(a, p=2))   # 非原地：得到 float32
a.mvlgamma_(2)                  # 对 int64 原地计算会失败
