import torch

x = torch.tensor([0.2, 0.5, 0.9])
mask = x.clone().le_(0.5)   # in place keeps float32: 1. and 0., not bool
print(mask, mask.dtype)
x[mask]                     # a float tensor cannot be a mask
