import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.randn(4, 3, device=device)
mask = torch.zeros(4, 3)          # no device=..., so it lives on the CPU
print(mask.device.type, x.device.type)
x + mask
