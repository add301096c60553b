import torch

image = torch.rand(3, 32, 32)  # 一张没有批次维的 (C, H, W) 图像
torch.nn.UpsamplingBilinear2d(scale_factor=2)(image)
