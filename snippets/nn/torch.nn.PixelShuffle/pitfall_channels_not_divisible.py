import torch

conv = torch.nn.Conv2d(16, 6, 3, padding=1)  # meant: 3 output channels at 2x resolution
head = torch.nn.Sequential(conv, torch.nn.PixelShuffle(2))
head(torch.randn(1, 16, 8, 8))
