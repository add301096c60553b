import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.arange(6, device=device)
y = x.view(2, 3)
print(y)
print(x.view(-1, 2).shape)

y[0, 0] = 100  # y shares storage with x
print(x)
