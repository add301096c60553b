import torch
from torch import nn
from torch.utils.checkpoint import checkpoint_sequential

model = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 4), nn.ReLU())
x = torch.randn(2, 4)  # input data: requires_grad=False
out = checkpoint_sequential(model, 2, x, use_reentrant=True)
out.sum().backward()
print(model[0].weight.grad)  # the first segment's parameters got no gradient
print(model[2].weight.grad is not None)  # the last segment is not checkpointed
