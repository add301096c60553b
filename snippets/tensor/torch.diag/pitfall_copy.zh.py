import torch

m = torch.zeros(3, 3)

torch.diag(m).fill_(1.0)                     # diag 返回的是副本
print(m.trace())                             # 仍为 0

m.diagonal().fill_(1.0)                      # diagonal() 是视图
print(m.trace())
