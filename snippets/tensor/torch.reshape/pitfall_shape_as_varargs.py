import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.arange(6, device=device)
print(x.reshape(2, 3).shape)     # the method accepts separate ints
torch.reshape(x, 2, 3)           # the function needs one tuple
