import torch

x = torch.zeros(2, 3)
print(x.ndim, x.dim())
x.ndim()                # ndim 是 int 属性，不是方法
