import torch
from torch import nn

layer = nn.Linear(3, 3, bias=False)

with torch.no_grad():
    layer.weight.fill_diagonal_(0.0)          # fine outside autograd
print(layer.weight.diagonal())

layer.weight.fill_diagonal_(0.0)              # in place on a leaf that requires grad
