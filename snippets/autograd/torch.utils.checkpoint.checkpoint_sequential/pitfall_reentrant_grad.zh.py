import torch
from torch import nn
from torch.utils.checkpoint import checkpoint_sequential

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Tanh(), nn.Linear(4, 1))
x = torch.randn(2, 4, requires_grad=True)

y = checkpoint_sequential(model, 2, x, use_reentrant=True)
# 只对输入求梯度，例如用于梯度惩罚
(gx,) = torch.autograd.grad(y.sum(), x)
