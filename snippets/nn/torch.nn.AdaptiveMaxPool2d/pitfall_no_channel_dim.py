import torch
from torch import nn

image = torch.rand(28, 28)  # one grayscale image, (H, W)
nn.AdaptiveMaxPool2d(7)(image)
