import torch
from torch.nn.utils import parametrize
from torch.nn.utils.parametrizations import weight_norm

torch.manual_seed(0)
layer = weight_norm(torch.nn.Linear(4, 3))  # weight = g * v / ||v||，按输出行计算（dim=0）

print([name for name, _ in layer.named_parameters()])
g = layer.parametrizations.weight.original0  # 幅值，形状为 (3, 1)
v = layer.parametrizations.weight.original1  # 方向，形状为 (3, 4)
print(g.shape, v.shape)
print(torch.allclose(layer.weight, g * v / v.norm(dim=1, keepdim=True)))  # 每次访问时重新计算

# 部署时：把当前权重固化回普通参数
parametrize.remove_parametrizations(layer, "weight")
print([name for name, _ in layer.named_parameters()], parametrize.is_parametrized(layer))
