import torch
from torch import nn
from torch.nn.utils import remove_spectral_norm, spectral_norm

torch.manual_seed(0)
layer = spectral_norm(nn.Linear(5, 3))
print([name for name, _ in layer.named_parameters()])  # 训练的是 weight_orig
print(list(layer.state_dict().keys()))  # u、v 是缓冲区

out = layer(torch.randn(2, 5))  # 前向预钩子重新计算 layer.weight
print(out.shape)

remove_spectral_norm(layer)  # 把归一化后的权重固化下来
print([name for name, _ in layer.named_parameters()])
