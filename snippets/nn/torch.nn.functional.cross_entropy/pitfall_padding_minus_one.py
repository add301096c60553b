import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn.functional as F

logits = torch.zeros(4, 3, device=device)
# Padding positions marked with -1, but the default ignore_index is -100
target = torch.tensor([2, 0, -1, -1], device=device)
F.cross_entropy(logits, target)
