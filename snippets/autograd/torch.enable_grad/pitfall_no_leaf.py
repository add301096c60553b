import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.ones(2, device=device)  # requires_grad=False
with torch.enable_grad():
    loss = (x * 2).sum()
print(loss.requires_grad)
loss.backward()
