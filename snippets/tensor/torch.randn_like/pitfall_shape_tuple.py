import torch

shape = (2, 3)
print(torch.randn(shape).shape)   # randn takes a shape
torch.randn_like(shape)           # randn_like takes a tensor to imitate
