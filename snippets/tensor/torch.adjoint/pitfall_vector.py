import torch

v = torch.tensor([1 + 1j, 2 - 1j])
# a 1-D vector has no "last two dims" to swap
torch.adjoint(v)
