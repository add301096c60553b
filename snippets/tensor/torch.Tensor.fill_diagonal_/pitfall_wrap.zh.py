import torch

x = torch.zeros(7, 3)
x.fill_diagonal_(1, wrap=True)                # 本意：每行一个 1，列循环使用
print(x)                                      # 第 3 行是空的：wrap 会在两个块之间跳过一行

cycled = torch.zeros(7, 3)
rows = torch.arange(7)
cycled[rows, rows % 3] = 1
print(cycled)
