import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.ones(2, device=device)
torch.cuda.set_device(0)  # changes the default for NEW allocations only
print(x.device)  # existing tensors stay where they are
y = torch.ones(2, device="cuda")
print(y.device)
