import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn.functional as F

x = torch.tensor([-1.0, 2.0, -3.0], device=device)
y = F.relu(x, inplace=True)
print(y is x)  # the same tensor object
print(x)       # the original values are gone
