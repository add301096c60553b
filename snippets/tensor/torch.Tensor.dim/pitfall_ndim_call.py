import torch

x = torch.zeros(2, 3)
print(x.ndim, x.dim())
x.ndim()                # ndim is an int attribute, not a method
