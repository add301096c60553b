import torch

conv = torch.nn.Conv2d(16, 6, 3, padding=1)  # 本意：2 倍分辨率、3 个输出通道
head = torch.nn.Sequential(conv, torch.nn.PixelShuffle(2))
head(torch.randn(1, 16, 8, 8))
