import torch
from torch.autograd.graph import saved_tensors_hooks

x = torch.randn(4, requires_grad=True)
y = torch.sin(x)  # x 在这里就被保存了，此时钩子还没生效

with saved_tensors_hooks(lambda t: print("pack") or t, lambda t: print("unpack") or t):
    y.sum().backward()
print("backward finished")
