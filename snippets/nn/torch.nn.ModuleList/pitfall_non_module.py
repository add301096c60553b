import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

nn.ModuleList([nn.Linear(4, 4), torch.relu])  # a function is not a Module
