import torch

x = torch.tensor([0.5, 1.0], requires_grad=True)
h = x * 1
y = torch.sin(h)
h.mul_(2)  # h was saved by sin, and is now at version 1
y.sum().backward()
