import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.arange(12, device=device).reshape(3, 4)
x.permute(1, 0).view(12)
