import torch

images = torch.randn(8, 16, 32, 32)  # (N, C, H, W) 特征图
torch.nn.Dropout1d(p=0.1)(images)  # 对二维特征图选了 “1d” 版本
