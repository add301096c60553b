import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn


class Add(nn.Module):
    def forward(self, a, b):
        return a + b


model = nn.Sequential(Add(), nn.ReLU()).to(device)
a = torch.ones(2, device=device)
model(a, a)  # Sequential.forward takes exactly one input
