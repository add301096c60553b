import torch

x = torch.tensor([1, 2, 3])
y = torch.tensor([2, 2, 0])
print(x ^ y)                       # 按位：1 ^ 2 是 3，2 ^ 2 是 0
print(torch.logical_xor(x, y))     # 逻辑：两者都非零，得到 False
