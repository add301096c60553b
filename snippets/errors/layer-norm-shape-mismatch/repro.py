import torch
import torch.nn as nn

torch.manual_seed(0)
features = torch.randn(2, 16, 8, 8)  # [N, C, H, W] from a Conv2d
norm = nn.LayerNorm(16)  # meant to normalise the 16 channels, but LayerNorm looks at the last dimension (W = 8)
norm(features)
