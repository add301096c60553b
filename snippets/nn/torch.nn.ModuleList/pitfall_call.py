import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

layers = nn.ModuleList([nn.Linear(4, 4), nn.ReLU()]).to(device)
layers(torch.ones(1, 4, device=device))  # ModuleList has no forward
