import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.ones(2, device=device, requires_grad=True)
with torch.no_grad:  # the class, not an instance
    y = x * 2
