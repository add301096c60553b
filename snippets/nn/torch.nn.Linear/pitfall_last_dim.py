import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

layer = nn.Linear(4, 3).to(device)
x = torch.randn(2, 5, device=device)  # last dim 5, in_features 4
layer(x)
