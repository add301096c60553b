import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

layer = nn.Linear(2, 2).to(device)
layer.weight = nn.Parameter(torch.eye(2, device=device))  # fine
print(layer.weight)
layer.weight = torch.eye(2, device=device)  # a plain tensor cannot replace a Parameter
