import torch
from torch import nn

image = torch.rand(28, 28)  # 一张灰度图，形状 (H, W)
nn.AdaptiveMaxPool2d(7)(image)
