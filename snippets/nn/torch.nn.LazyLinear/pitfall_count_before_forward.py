import torch
from torch import nn

model = nn.Sequential(nn.LazyLinear(64), nn.ReLU(), nn.LazyLinear(10))
print(sum(p.numel() for p in model.parameters()))  # before any forward pass
