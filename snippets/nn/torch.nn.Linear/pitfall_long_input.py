import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

layer = nn.Linear(3, 2).to(device)
ids = torch.tensor([[1, 2, 3]], device=device)  # int64, e.g. token ids or labels
layer(ids)
