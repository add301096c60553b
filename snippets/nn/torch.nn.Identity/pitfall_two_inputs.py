import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

a = torch.ones(2, device=device)
nn.Identity()(a, a)  # forward takes exactly one input
