import torch

bn = torch.nn.BatchNorm2d(3)
images = torch.randn(4, 32, 32, 3)  # 从 NumPy/PIL 读入时是 (N, H, W, C)
bn(images)  # 第 1 维（H=32）被当成了通道
