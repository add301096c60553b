import torch

norm = torch.nn.InstanceNorm2d(64, affine=True)
norm(torch.randn(2, 32, 8, 8))  # the previous conv has 32 output channels
