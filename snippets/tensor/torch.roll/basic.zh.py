import torch

x = torch.arange(5)
print(torch.roll(x, 2))       # 元素向高索引方向移动，越界的绕回开头
print(torch.roll(x, -1))      # 负的位移则反方向移动

m = torch.arange(6).reshape(2, 3)
print(m.roll(1, dims=1))             # 每行移动一列
print(torch.roll(m, (1, 1), (0, 1))) # 列出的每个维度各一个位移量
