import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

def flatten_singletons(x, dim=None):
    return torch.squeeze(x, dim)  # passes dim=None explicitly


x = torch.zeros(2, 1, device=device)
print(torch.squeeze(x).shape)  # leaving dim out is fine
flatten_singletons(x)
