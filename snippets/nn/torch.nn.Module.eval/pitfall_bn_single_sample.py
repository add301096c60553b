import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

model = nn.Sequential(nn.Linear(8, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 2)).to(device)
# ... trained and loaded ...
sample = torch.randn(1, 8, device=device)  # one request at serving time
with torch.no_grad():
    model(sample)  # model.eval() was never called
