import torch

fraction = torch.tensor(0.15)
n = 100

count = torch.ceil(fraction * n)       # 0.15 * 100 is 15.000001 in float32
print((fraction * n).item(), count.item())
print((15 * n + 99) // 100)           # integer arithmetic: 15
