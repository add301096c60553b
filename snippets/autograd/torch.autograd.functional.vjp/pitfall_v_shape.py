import torch
from torch.autograd.functional import vjp

x = torch.randn(4, 3)
# v must have the shape of the output (4,), not of the input (4, 3)
out, vJ = vjp(lambda t: t.sum(dim=1), x, v=torch.ones(4, 3))
