import torch

pooled = torch.randn(8, 64, 1, 1)  # after global average pooling
torch.nn.InstanceNorm2d(64)(pooled)
