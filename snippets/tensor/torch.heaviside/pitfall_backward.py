import torch

x = torch.tensor([-1.0, 0.5, 2.0], requires_grad=True)
spikes = torch.heaviside(x, torch.tensor(0.0))   # a step used as an activation
spikes.sum().backward()                          # heaviside has no derivative formula
