import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.zeros(2, 3, 4, device=device)
print(x.permute(2, 0, 1).shape)   # the method takes separate ints
torch.permute(x, 2, 0, 1)         # the function takes one tuple
