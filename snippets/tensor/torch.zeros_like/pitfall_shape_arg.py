import torch

x = torch.randn(2, 3)
print(torch.zeros(x.shape).shape)   # a shape goes to zeros
torch.zeros_like(x.shape)           # the *_like functions want the tensor itself
