import torch
from torch import nn

x = torch.arange(1.0, 26.0).reshape(1, 1, 5, 5)
print(x[0, 0])

pool = nn.AdaptiveMaxPool2d(2)  # 无论输入多大，输出总是 2 x 2
print(pool(x)[0, 0])

values, indices = nn.AdaptiveMaxPool2d(2, return_indices=True)(x)
print(indices[0, 0])  # 在每个 5 x 5 平面内的展平位置

print(nn.AdaptiveMaxPool2d((None, 1))(x).shape)  # None 表示该维保持原大小
print(nn.AdaptiveMaxPool2d(1)(torch.randn(8, 64, 13, 17)).shape)  # 全局最大池化
