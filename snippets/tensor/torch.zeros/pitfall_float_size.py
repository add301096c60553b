import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

n = 10
half = torch.zeros(n / 2, device=device)   # n / 2 is the float 5.0
