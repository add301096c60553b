import torch
from torch import nn
from torch.nn.utils.parametrizations import spectral_norm

torch.manual_seed(0)
pretrained = torch.randn(3, 5) * 4
layer = spectral_norm(nn.Linear(5, 3))

with torch.no_grad():
    layer.parametrizations.weight.original.copy_(pretrained)  # u、v 仍然对应旧的权重
layer.eval()
print(torch.linalg.matrix_norm(layer.weight.detach(), ord=2))  # 远不是 1

layer.train()
for _ in range(20):
    layer.weight  # 训练模式下每次访问都会改进 u、v
layer.eval()
print(torch.linalg.matrix_norm(layer.weight.detach(), ord=2))
