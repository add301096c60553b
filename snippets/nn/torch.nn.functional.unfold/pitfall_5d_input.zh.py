import torch
import torch.nn.functional as F

video = torch.randn(1, 3, 4, 8, 8)  # (N, C, T, H, W)
F.unfold(video, kernel_size=2)  # 只支持二维空间（三维或四维张量）
