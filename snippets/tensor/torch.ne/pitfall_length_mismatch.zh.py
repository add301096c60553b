import torch

decoded = torch.tensor([4, 8, 15, 16, 23])
reference = torch.tensor([4, 8, 15, 42])

print((decoded[:4] != reference).sum().item())   # 显式比较重叠部分
(decoded != reference).sum()                     # 长度 5 和 4 无法广播
