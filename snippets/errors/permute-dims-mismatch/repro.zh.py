import torch

image = torch.zeros(3, 32, 24)  # 单张图像：[C, H, W]
hwc = image.permute(0, 2, 3, 1)  # 批量版本 [N, C, H, W] -> [N, H, W, C]
