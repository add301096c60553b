import torch
import torch.nn.functional as F

image = torch.zeros(3, 16, 16)  # 单张图像：[C, H, W]，没有批次维度
resized = F.interpolate(image, size=(32, 32), mode="bilinear")
