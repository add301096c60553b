import torch
from torch.autograd.graph import saved_tensors_hooks

x = torch.randn(4, requires_grad=True)
y = torch.sin(x)  # x is saved here, outside the hooks

with saved_tensors_hooks(lambda t: print("pack") or t, lambda t: print("unpack") or t):
    y.sum().backward()
print("backward finished")
