import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

with torch.inference_mode():
    cache = torch.zeros(3, device=device)
cache.add_(1)  # in-place update after leaving inference mode
