import torch

images = torch.randn(2, 3, 16, 16)  # (N, C, H, W)
ln = torch.nn.LayerNorm(3)  # 本意：在 3 个通道上归一化
ln(images)  # LayerNorm 看的是最后几维，这里是 W=16
