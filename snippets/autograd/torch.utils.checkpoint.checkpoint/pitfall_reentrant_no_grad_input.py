import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch.utils.checkpoint import checkpoint

model = torch.nn.Linear(4, 1).to(device)
x = torch.randn(2, 4, device=device)  # input data: requires_grad=False
out = checkpoint(model, x, use_reentrant=True)  # the whole model inside
print(out.requires_grad)
out.sum().backward()
