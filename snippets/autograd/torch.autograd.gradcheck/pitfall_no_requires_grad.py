import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.randn(4, dtype=torch.float64, device=device)  # requires_grad=False
torch.autograd.gradcheck(torch.sin, (x,))
