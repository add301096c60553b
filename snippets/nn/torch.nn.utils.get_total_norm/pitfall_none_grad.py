import torch
from torch import nn
from torch.nn.utils import get_total_norm

model = nn.ModuleDict({"used": nn.Linear(3, 2), "unused": nn.Linear(3, 2)})
model["used"](torch.randn(4, 3)).sum().backward()

grads = [p.grad for p in model.parameters()]  # the unused layer's grads are None
get_total_norm(grads)
