import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

model = nn.Linear(4, 2).to(device).eval()
out = model(torch.ones(1, 4, device=device))
print(out.requires_grad, out.grad_fn is not None)  # still building a graph

with torch.inference_mode():
    out = model(torch.ones(1, 4, device=device))
print(out.requires_grad)
