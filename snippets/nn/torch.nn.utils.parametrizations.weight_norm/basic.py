import torch
from torch.nn.utils import parametrize
from torch.nn.utils.parametrizations import weight_norm

torch.manual_seed(0)
layer = weight_norm(torch.nn.Linear(4, 3))  # weight = g * v / ||v||, per output row (dim=0)

print([name for name, _ in layer.named_parameters()])
g = layer.parametrizations.weight.original0  # magnitude, shape (3, 1)
v = layer.parametrizations.weight.original1  # direction, shape (3, 4)
print(g.shape, v.shape)
print(torch.allclose(layer.weight, g * v / v.norm(dim=1, keepdim=True)))  # recomputed on access

# for deployment: bake the current weight back into a plain parameter
parametrize.remove_parametrizations(layer, "weight")
print([name for name, _ in layer.named_parameters()], parametrize.is_parametrized(layer))
