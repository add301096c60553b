import torch

fraction = torch.tensor(0.15)
n = 100

count = torch.ceil(fraction * n)       # 在 float32 中 0.15 * 100 是 15.000001
print((fraction * n).item(), count.item())
print((15 * n + 99) // 100)           # 整数运算：15
