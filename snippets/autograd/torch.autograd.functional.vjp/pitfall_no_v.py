import torch
from torch.autograd.functional import vjp

x = torch.tensor([1.0, 2.0, 3.0])
# The output has 3 elements, so the vector v cannot be left out
out, vJ = vjp(torch.sin, x)
