import torch
from torch.autograd.functional import hvp

x = torch.tensor([1.0, 2.0, 3.0])
# A per-sample loss vector instead of its mean
out, Hv = hvp(lambda t: t ** 3, x, v=torch.ones(3))
