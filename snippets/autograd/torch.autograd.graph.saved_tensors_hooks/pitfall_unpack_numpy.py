import torch
from torch.autograd.graph import saved_tensors_hooks

x = torch.randn(4, requires_grad=True)
# Store saved tensors as NumPy arrays, and forget to convert them back
with saved_tensors_hooks(lambda t: t.detach().numpy(), lambda a: a):
    y = torch.sin(x)
y.sum().backward()
