import torch

x = torch.arange(6.0)

x.reshape_as((3, 2))   # reshape_as wants a tensor; a shape goes to reshape
