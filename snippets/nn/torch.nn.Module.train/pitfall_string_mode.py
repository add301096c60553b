import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

model = nn.Linear(2, 2).to(device)
model.train("eval")  # mode must be a bool
