import torch

frames = torch.randn(2, 8, 3, 32, 32)  # (N, T, C, H, W)：帧维排在通道维前面
conv = torch.nn.Conv3d(3, 16, kernel_size=3)
conv(frames)  # 第 1 维（T=8）被当成了通道
