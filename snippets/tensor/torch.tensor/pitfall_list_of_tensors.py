import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

rows = [torch.ones(2, device=device), torch.zeros(2, device=device)]
print(torch.stack(rows).shape)   # the right tool
torch.tensor(rows)               # fails: elements are multi-element tensors
