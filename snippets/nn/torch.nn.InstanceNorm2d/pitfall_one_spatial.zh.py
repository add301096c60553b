import torch

pooled = torch.randn(8, 64, 1, 1)  # 全局平均池化之后
torch.nn.InstanceNorm2d(64)(pooled)
