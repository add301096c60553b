import torch
from torch import nn
from torch.nn.utils.parametrizations import spectral_norm

torch.manual_seed(0)
layer = spectral_norm(nn.Linear(5, 3))
print(list(layer.state_dict().keys()))  # original plus the power-iteration vectors u, v

sigma = torch.linalg.matrix_norm(layer.weight.detach(), ord=2)  # largest singular value
print(round(sigma.item(), 4))

# In training mode each access runs one power iteration and updates u, v
opt = torch.optim.SGD(layer.parameters(), lr=0.1)
for _ in range(3):
    opt.zero_grad()
    layer(torch.randn(8, 5)).pow(2).sum().backward()
    opt.step()
layer.eval()  # in eval mode u, v are frozen
print(round(torch.linalg.matrix_norm(layer.weight.detach(), ord=2).item(), 2))
