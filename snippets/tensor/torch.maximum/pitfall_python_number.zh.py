import torch

x = torch.tensor([-1.0, 0.5, 2.0])

print(x.clamp(min=0.0))                   # 以一个数为下限
print(torch.maximum(x, torch.tensor(0.0)))  # 或者传入 0 维张量
torch.maximum(x, 0.0)                     # 不接受 Python 数字
