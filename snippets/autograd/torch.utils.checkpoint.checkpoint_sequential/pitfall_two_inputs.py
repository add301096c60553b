import torch
from torch import nn
from torch.utils.checkpoint import checkpoint_sequential

model = nn.Sequential(nn.Linear(4, 4), nn.ReLU())
x = torch.randn(2, 4)
mask = torch.ones(2, 4)
# Two inputs, as with checkpoint(fn, x, mask)
out = checkpoint_sequential(model, 2, x, mask, use_reentrant=False)
