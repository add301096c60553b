import torch

image = torch.zeros(3, 32, 24)  # one image: [C, H, W]
hwc = image.permute(0, 2, 3, 1)  # the batch version [N, C, H, W] -> [N, H, W, C]
