import torch

a = torch.tensor([1, 2, 0])
b = torch.tensor([2, 0, 0])

either = a | b                          # 整数的按位或：[3, 2, 0]
print(either)
print(either.sum().item())              # 得到 5，而不是被置位的 2 个位置
print(torch.logical_or(a, b).sum().item())
