import torch
from torch import nn
from torch.nn.utils.parametrizations import spectral_norm

torch.manual_seed(0)
layer = spectral_norm(nn.Linear(5, 3))
print(list(layer.state_dict().keys()))  # original，外加幂迭代用的向量 u、v

sigma = torch.linalg.matrix_norm(layer.weight.detach(), ord=2)  # 最大奇异值
print(round(sigma.item(), 4))

# 训练模式下每次访问做一次幂迭代并更新 u、v
opt = torch.optim.SGD(layer.parameters(), lr=0.1)
for _ in range(3):
    opt.zero_grad()
    layer(torch.randn(8, 5)).pow(2).sum().backward()
    opt.step()
layer.eval()  # 评估模式下 u、v 不再更新
print(round(torch.linalg.matrix_norm(layer.weight.detach(), ord=2).item(), 2))
