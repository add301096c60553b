import torch
import torch.nn.functional as F

image = torch.randn(3, 64, 64)  # (C, H, W): a single image without batch dim
F.interpolate(image, size=(128, 128), mode="bilinear")  # spatial dims = everything after dim 1
