import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

model = nn.Linear(3, 2).to(device)
model.to(torch.int64)
