import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.arange(12, device=device)
x.reshape(-1, -1)
