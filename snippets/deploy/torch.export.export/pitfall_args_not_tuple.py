import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn as nn

model = nn.Linear(4, 2).to(device)
x = torch.randn(3, 4, device=device)
torch.export.export(model, x)  # should be (x,)
