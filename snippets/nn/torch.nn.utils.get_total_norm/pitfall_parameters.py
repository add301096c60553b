import torch
from torch import nn
from torch.nn.utils import get_total_norm

torch.manual_seed(0)
model = nn.Linear(3, 2)
model(torch.randn(4, 3)).pow(2).sum().backward()

print(get_total_norm(model.parameters()))  # the norm of the weights
print(get_total_norm([p.grad for p in model.parameters()]))  # the gradient norm
