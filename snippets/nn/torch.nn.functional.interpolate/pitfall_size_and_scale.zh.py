import torch
import torch.nn.functional as F

x = torch.randn(1, 3, 8, 8)
F.interpolate(x, size=16, scale_factor=2)  # 两者只能给一个
