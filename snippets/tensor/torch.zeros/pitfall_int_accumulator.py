import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

total = torch.zeros(3, dtype=torch.long, device=device)   # counter-style buffer
batch_scores = torch.tensor([0.5, 1.5, 2.5], device=device)
total += batch_scores   # in-place op cannot turn an int64 tensor into float
