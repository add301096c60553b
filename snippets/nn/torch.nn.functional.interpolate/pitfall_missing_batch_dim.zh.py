import torch
import torch.nn.functional as F

image = torch.randn(3, 64, 64)  # (C, H, W)：一张不带批次维的图像
F.interpolate(image, size=(128, 128), mode="bilinear")  # 空间维 = 第 1 维之后的所有维度
