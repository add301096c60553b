import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

w = torch.randn(3, device=device)  # forgot requires_grad=True
x = torch.ones(3, device=device)
loss = (w * x).sum()
print(loss.requires_grad, loss.grad_fn)
loss.backward()
