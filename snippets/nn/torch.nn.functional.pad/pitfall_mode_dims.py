import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn.functional as F

image = torch.zeros(4, 4, device=device)  # a single (H, W) image without N and C
print(F.pad(image, (1, 1, 1, 1)).shape)   # constant mode: any number of dims
F.pad(image, (1, 1, 1, 1), mode="reflect")  # reflect needs (C, H, W) or (N, C, H, W) for 2-D padding
