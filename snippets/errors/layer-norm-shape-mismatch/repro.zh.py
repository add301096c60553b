import torch
import torch.nn as nn

torch.manual_seed(0)
features = torch.randn(2, 16, 8, 8)  # 来自 Conv2d 的 [N, C, H, W]
norm = nn.LayerNorm(16)  # 本想对 16 个通道做归一化，但 LayerNorm 看的是最后一维（W = 8）
norm(features)
