import torch
import torch.nn.functional as F

x = torch.tensor([-5.0, -1.0, 0.0, 1.0])
print(torch.nn.SELU()(x))  # scale * ELU(x, alpha)：在约 -1.7581 处饱和
print(torch.allclose(F.selu(x), 1.0507009873554805 * F.elu(x, alpha=1.6732632423543772)))

# 自归一化：10 层 SELU，权重按 LeCun 正态分布初始化，均值保持在 0 附近、标准差保持在 1 附近
torch.manual_seed(0)
h = torch.randn(4096, 256)
for _ in range(10):
    layer = torch.nn.Linear(256, 256, bias=False)
    torch.nn.init.normal_(layer.weight, std=256 ** -0.5)
    h = F.selu(layer(h))
print(round(h.mean().item(), 2), round(h.std().item(), 2))
