import torch
from torch import nn
from torch.utils.checkpoint import checkpoint_sequential

model = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 4))
x = torch.randn(2, 4, requires_grad=True)
# use_reentrant not given
out = checkpoint_sequential(model, 2, x)
print(out.shape)
