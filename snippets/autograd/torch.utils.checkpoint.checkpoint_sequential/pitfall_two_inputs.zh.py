import torch
from torch import nn
from torch.utils.checkpoint import checkpoint_sequential

model = nn.Sequential(nn.Linear(4, 4), nn.ReLU())
x = torch.randn(2, 4)
mask = torch.ones(2, 4)
# 像 checkpoint(fn, x, mask) 那样传两个输入
out = checkpoint_sequential(model, 2, x, mask, use_reentrant=False)
