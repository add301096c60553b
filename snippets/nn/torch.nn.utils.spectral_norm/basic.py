import torch
from torch import nn
from torch.nn.utils import remove_spectral_norm, spectral_norm

torch.manual_seed(0)
layer = spectral_norm(nn.Linear(5, 3))
print([name for name, _ in layer.named_parameters()])  # weight_orig is trained
print(list(layer.state_dict().keys()))  # u and v are buffers

out = layer(torch.randn(2, 5))  # a forward pre-hook recomputes layer.weight
print(out.shape)

remove_spectral_norm(layer)  # bake the normalised weight in
print([name for name, _ in layer.named_parameters()])
