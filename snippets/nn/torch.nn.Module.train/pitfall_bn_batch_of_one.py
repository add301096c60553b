import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

model = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4)).to(device)
model.eval()
print(model(torch.ones(1, 4, device=device)).shape)  # fine in eval mode
model.train()
model(torch.ones(1, 4, device=device))  # one sample: no batch statistics
