import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

branches = nn.ModuleDict({"relu": nn.ReLU(), "tanh": nn.Tanh()}).to(device)
x = torch.tensor([-1.0, 1.0], device=device)
print(branches["tanh"](x))  # index, then call
branches(x)
