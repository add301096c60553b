import torch

shape = (2, 3)
print(torch.randn(shape).shape)   # randn 接受形状
torch.randn_like(shape)           # randn_like 接受一个作为模板的张量
