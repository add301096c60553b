import torch
from torch import nn

x = torch.randn(1, 2, 10, 10)
nn.FractionalMaxPool2d(3, output_size=9)(x)  # 9 windows of 3 do not fit in 10
