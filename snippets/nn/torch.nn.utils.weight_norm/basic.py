import torch
from torch import nn
from torch.nn.utils import remove_weight_norm, weight_norm

torch.manual_seed(0)
layer = weight_norm(nn.Linear(4, 3))  # FutureWarning: deprecated
print([(name, tuple(p.shape)) for name, p in layer.named_parameters()])

g, v = layer.weight_g, layer.weight_v
print(torch.allclose(layer.weight, g * v / v.norm(dim=1, keepdim=True)))

remove_weight_norm(layer)  # back to a plain weight
print([name for name, _ in layer.named_parameters()])
