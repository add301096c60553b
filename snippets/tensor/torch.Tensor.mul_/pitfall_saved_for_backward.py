import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.zeros(3, device=device, requires_grad=True)
y = torch.sigmoid(x)  # sigmoid saves its output for backward
y.mul_(2.0)

y.sum().backward()
