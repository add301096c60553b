import torch
from torch import nn
from torch.nn.utils.parametrizations import spectral_norm

torch.manual_seed(0)
pretrained = torch.randn(3, 5) * 4
layer = spectral_norm(nn.Linear(5, 3))

with torch.no_grad():
    layer.parametrizations.weight.original.copy_(pretrained)  # u, v still belong to the old weight
layer.eval()
print(torch.linalg.matrix_norm(layer.weight.detach(), ord=2))  # far from 1

layer.train()
for _ in range(20):
    layer.weight  # each access in training mode refines u, v
layer.eval()
print(torch.linalg.matrix_norm(layer.weight.detach(), ord=2))
