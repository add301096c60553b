import torch
import torch.nn.functional as F

x = torch.randn(1, 3, 8, 8)
F.interpolate(x, scale_factor=2, align_corners=True)  # 默认模式是 'nearest'
