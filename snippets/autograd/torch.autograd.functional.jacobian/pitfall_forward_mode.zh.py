import torch
from torch.autograd.functional import jacobian

x = torch.randn(3)
# 前向模式只在 vmap 的基础上实现
J = jacobian(torch.sin, x, strategy="forward-mode")
