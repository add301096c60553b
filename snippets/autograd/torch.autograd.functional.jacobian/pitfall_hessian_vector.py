import torch
from torch.autograd.functional import hessian

x = torch.tensor([1.0, 2.0, 3.0])
# The function returns 3 values, not a scalar
H = hessian(lambda t: t ** 3, x)
