import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

model = nn.Sequential(nn.LSTM(3, 4, batch_first=True), nn.Linear(4, 2)).to(device)
model(torch.ones(2, 5, 3, device=device))  # LSTM returns (output, (h, c))
