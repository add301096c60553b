import torch
from torch import nn

x = torch.randn(1, 2, 10, 10)
nn.FractionalMaxPool2d(3, output_size=9)(x)  # 10 个位置放不下 9 个大小为 3 的窗口
