import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch.utils.checkpoint import checkpoint

layer = torch.nn.Linear(4, 4).to(device)
x = torch.randn(2, 4, device=device, requires_grad=True)
out = checkpoint(layer, x)  # use_reentrant not given
print(out.shape)
