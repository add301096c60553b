import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

model = nn.Linear(4, 2).to(device)
print(dict(model.named_parameters())["weight"].shape)  # fine after dict(...)
model.named_parameters()["weight"]
