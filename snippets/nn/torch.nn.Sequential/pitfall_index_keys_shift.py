import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

old = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 2))
print(list(old.state_dict().keys()))

# a Dropout inserted later shifts the index of every following layer
new = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Dropout(0.1), nn.Linear(4, 2)).to(device)
new.load_state_dict(old.state_dict())
