import torch

x = torch.tensor([-1.0, 0.0, 1.0])
torch.heaviside(x, 0.5)              # values must be a tensor, not a Python number
