import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

w = nn.Parameter(torch.ones(3, device=device))
with torch.no_grad():
    w.mul_(0.5)  # fine: no autograd recording
print(w)
w.mul_(0.5)  # outside no_grad
