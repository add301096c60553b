import torch
from torch.autograd.functional import jacobian

x = torch.tensor([1.0, 2.0, 3.0])
# .item() leaves the graph: the function returns a Python float
J = jacobian(lambda t: (t ** 2).sum().item(), x)
