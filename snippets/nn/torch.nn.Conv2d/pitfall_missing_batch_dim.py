import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

conv = nn.Conv2d(1, 4, kernel_size=3).to(device)  # grayscale input
batch = torch.rand(16, 28, 28, device=device)  # 16 images, channel dim forgotten
print(conv(batch.unsqueeze(1)).shape)  # (16, 1, 28, 28) works
conv(batch)  # read as ONE image with 16 channels
