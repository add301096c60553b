import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

w = torch.ones(3, device=device, requires_grad=True)
loss = (w * 2).sum()
loss.backward()

# Hand-written SGD step outside torch.no_grad(): autograd refuses it.
w.sub_(0.1 * w.grad)
