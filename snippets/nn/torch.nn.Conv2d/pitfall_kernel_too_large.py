import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

conv = nn.Conv2d(3, 8, kernel_size=5).to(device)
tiny = torch.rand(1, 3, 3, 3, device=device)  # e.g. after too many stride-2 layers
conv(tiny)
