import torch
from torch import nn

layer = nn.Bilinear(3, 4, 2)
layer(torch.randn(5, 3), torch.randn(6, 4))  # 5 个用户、6 个物品：无法一一配对
