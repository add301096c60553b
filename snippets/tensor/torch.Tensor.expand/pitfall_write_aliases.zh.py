import torch

base = torch.zeros(1, 3)
grid = base.expand(2, 3)
grid[0, 0] = 5.0          # 写入一次……
print(grid)               # ……每一行都出现了这个值
print(base)               # 原张量也变了
