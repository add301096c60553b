import torch

bn = torch.nn.BatchNorm2d(3)
images = torch.randn(4, 32, 32, 3)  # (N, H, W, C) as loaded from NumPy/PIL
bn(images)  # dim 1 (H=32) is read as the channels
