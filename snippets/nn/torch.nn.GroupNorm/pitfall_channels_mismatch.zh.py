import torch

gn = torch.nn.GroupNorm(4, 8)
features = torch.randn(2, 16, 5, 5)  # 16 个通道，16 能被 4 整除……
gn(features)  # ……但仿射权重只有 8 个元素
