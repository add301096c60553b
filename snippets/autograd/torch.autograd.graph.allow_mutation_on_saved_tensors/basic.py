import torch
from torch.autograd.graph import allow_mutation_on_saved_tensors

x = torch.tensor([0.5, 1.0], requires_grad=True)

with allow_mutation_on_saved_tensors():
    h = x * 1
    y = torch.sin(h)  # sin saves h
    h.mul_(2)  # normally an error at backward; here h is cloned first
    y.sum().backward()  # backward must run inside the same block

print(h)
print(x.grad)  # cos(x): the value sin actually saw
print(torch.cos(x.detach()))
