import torch

images = torch.randn(8, 16, 32, 32)  # (N, C, H, W) feature maps
torch.nn.Dropout1d(p=0.1)(images)  # picked the "1d" variant for a 2-D feature map
