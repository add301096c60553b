import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn.functional as F

seq = torch.arange(3.0, device=device).view(1, 1, 3)
F.pad(seq, (1, 1), mode="reflect", value=0.0)  # value only applies to mode="constant"
