import torch
from torch.autograd.graph import allow_mutation_on_saved_tensors

x = torch.tensor([0.5, 1.0], requires_grad=True)
with allow_mutation_on_saved_tensors():
    h = x * 1
    y = torch.sin(h)
    h.mul_(2)

# The clones were dropped when the block exited
y.sum().backward()
