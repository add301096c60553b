import torch

frames = torch.randn(2, 8, 3, 32, 32)  # (N, T, C, H, W): frames stacked before channels
conv = torch.nn.Conv3d(3, 16, kernel_size=3)
conv(frames)  # dim 1 (T=8) is read as the channels
