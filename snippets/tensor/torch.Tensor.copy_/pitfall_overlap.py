import torch

x = torch.arange(5.0)
x[1:] = x[:-1].clone()      # shift right via a copy: fine
print(x)
y = torch.arange(5.0)
y[1:].copy_(y[:-1])         # source and destination overlap
