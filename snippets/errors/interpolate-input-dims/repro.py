import torch
import torch.nn.functional as F

image = torch.zeros(3, 16, 16)  # one image: [C, H, W], no batch dimension
resized = F.interpolate(image, size=(32, 32), mode="bilinear")
