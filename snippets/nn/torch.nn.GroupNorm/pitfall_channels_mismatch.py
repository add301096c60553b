import torch

gn = torch.nn.GroupNorm(4, 8)
features = torch.randn(2, 16, 5, 5)  # 16 channels, 16 is divisible by 4 ...
gn(features)  # ... but the affine weight has only 8 entries
