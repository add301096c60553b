import torch
from torch.autograd.functional import jacobian

x = torch.randn(3)
# Forward mode is only implemented on top of vmap
J = jacobian(torch.sin, x, strategy="forward-mode")
