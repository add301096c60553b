import torch

features = torch.randn(2, 3)             # built without requires_grad
features.retain_grad()                   # nothing will ever compute its gradient
