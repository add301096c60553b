import torch

clips = torch.randn(2, 16, 4, 8, 8)  # (N, C, T, H, W) 视频片段
torch.nn.BatchNorm2d(16)(clips)
