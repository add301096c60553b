import torch

table = torch.tensor([10.0, 20.0, 30.0])
position = torch.tensor([0.9, 2.2])

idx = torch.round(position).long()     # 舍入后仍是浮点数：用于索引前要转换
print(table[idx])
table[torch.round(position)]           # 浮点张量不能用作索引
