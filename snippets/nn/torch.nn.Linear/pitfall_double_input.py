import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import numpy as np
from torch import nn

layer = nn.Linear(3, 2).to(device)  # float32 weights
x = torch.from_numpy(np.ones((4, 3))).to(device)  # NumPy arrays default to float64
print(x.dtype)
layer(x)
