import torch

x = torch.arange(5.0)
x[1:] = x[:-1].clone()      # 借助副本右移：没问题
print(x)
y = torch.arange(5.0)
y[1:].copy_(y[:-1])         # 源与目标内存重叠
