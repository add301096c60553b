import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

seq = torch.zeros(4, 10, 16, device=device)     # (batch, time, features)
seq.transpose(1, 3)                              # there is no dim 3
