import torch
from torch.autograd.graph import allow_mutation_on_saved_tensors

x = torch.tensor([0.5, 1.0], requires_grad=True)
with allow_mutation_on_saved_tensors():
    h = x * 1
    y = torch.sin(h)
    h.mul_(2)

# 退出块时，复制的张量已被丢弃
y.sum().backward()
