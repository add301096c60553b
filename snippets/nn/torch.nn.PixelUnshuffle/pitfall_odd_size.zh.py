import torch

image = torch.randn(1, 3, 375, 500)  # 高度为奇数，照片数据集里很常见
torch.nn.PixelUnshuffle(2)(image)
