import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.randn(2, 2, device=device)

# Old torch.cuda.amp.autocast habits: only dtype/enabled are given.
with torch.autocast(dtype=torch.bfloat16):
    y = x @ x
