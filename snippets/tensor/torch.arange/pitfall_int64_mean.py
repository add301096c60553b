import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

positions = torch.arange(10, device=device)
print(positions.dtype)
positions.mean()
