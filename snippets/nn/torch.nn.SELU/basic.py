import torch
import torch.nn.functional as F

x = torch.tensor([-5.0, -1.0, 0.0, 1.0])
print(torch.nn.SELU()(x))  # scale * ELU(x, alpha): saturates at about -1.7581
print(torch.allclose(F.selu(x), 1.0507009873554805 * F.elu(x, alpha=1.6732632423543772)))

# self-normalisation: 10 SELU layers with LeCun-normal weights keep mean ~0 and std ~1
torch.manual_seed(0)
h = torch.randn(4096, 256)
for _ in range(10):
    layer = torch.nn.Linear(256, 256, bias=False)
    torch.nn.init.normal_(layer.weight, std=256 ** -0.5)
    h = F.selu(layer(h))
print(round(h.mean().item(), 2), round(h.std().item(), 2))
