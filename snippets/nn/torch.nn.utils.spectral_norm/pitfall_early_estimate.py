import torch
from torch import nn
from torch.nn.utils import spectral_norm

torch.manual_seed(0)
layer = spectral_norm(nn.Linear(5, 3))
x = torch.randn(2, 5)

for step in range(1, 21):
    layer(x)  # one power iteration per forward pass in training mode
    if step in (1, 2, 5, 20):
        print(step, round(torch.linalg.matrix_norm(layer.weight.detach(), ord=2).item(), 4))
