import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
x.register_hook(lambda g: g.sum())  # returns a scalar instead of shape (2,)
(x * 3).sum().backward()
