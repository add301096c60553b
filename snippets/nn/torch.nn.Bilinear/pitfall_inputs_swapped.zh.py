import torch
from torch import nn

layer = nn.Bilinear(3, 4, 2)
user = torch.randn(5, 3)
item = torch.randn(5, 4)
layer(item, user)  # 两个输入的顺序不能交换
