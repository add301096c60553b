import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

layers = [nn.Linear(4, 4), nn.ReLU()]
nn.Sequential(layers)  # needs nn.Sequential(*layers)
