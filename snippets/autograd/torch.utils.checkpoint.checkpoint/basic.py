import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
block = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.GELU(), torch.nn.Linear(8, 8)).to(device)
x = torch.randn(4, 8, device=device, requires_grad=True)

block(x).sum().backward()
ref = x.grad.clone()
x.grad = None

# Activations inside `block` are not kept; they are recomputed during backward
out = checkpoint(block, x, use_reentrant=False)
out.sum().backward()
print(out.shape, torch.allclose(ref, x.grad))
