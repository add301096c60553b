import torch

table = torch.tensor([10, 20, 30])
pos = torch.tensor([0.4, 2.9])

print(table[pos.fix().long()])     # 索引前转成整数类型
table[pos.fix()]                   # 仍然是 float32，不能当索引
