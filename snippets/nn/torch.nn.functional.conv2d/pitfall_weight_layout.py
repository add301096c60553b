import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn.functional as F

x = torch.zeros(1, 3, 8, 8, device=device)  # 3 input channels
# Weight written as (in_channels, out_channels, kH, kW), the transposed-conv layout
weight = torch.zeros(3, 16, 3, 3, device=device)
F.conv2d(x, weight)
