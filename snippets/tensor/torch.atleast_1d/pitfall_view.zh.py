import torch

x = torch.tensor(3.0)
y = torch.atleast_1d(x)      # 是视图，不是副本
y[0] = 7.0
print(x)                     # 原张量也被改了
