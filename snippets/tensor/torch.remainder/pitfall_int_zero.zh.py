import torch

a = torch.tensor([5, 6])
b = torch.tensor([2, 0])
print(torch.remainder(a.float(), b.float()))   # 浮点：b 为 0 处得到 nan
torch.remainder(a, b)                           # 整数：在 CPU 上报错
