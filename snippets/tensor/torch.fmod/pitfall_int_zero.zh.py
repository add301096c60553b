import torch

a = torch.tensor([5, 6])
b = torch.tensor([2, 0])

print(torch.fmod(a.float(), b.float()))   # 浮点：b 为 0 处是 nan
torch.fmod(a, b)                           # CPU 上整数对 0 取模会报错
