import torch
import torch.nn as nn

layer = nn.Linear(3, 2)
param_before = layer.weight
with torch.no_grad():
    layer.weight.copy_(torch.ones(2, 3))  # new values, same Parameter object
print(layer.weight.sum().item(), layer.weight is param_before)

layer.weight = nn.Parameter(torch.zeros(2, 3))  # a new Parameter (recreate the optimizer after this)
print(type(layer.weight).__name__, layer.weight.requires_grad)
