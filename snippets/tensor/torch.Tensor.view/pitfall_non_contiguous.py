import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.arange(6, device=device).view(2, 3)
t = x.t()  # shape (3, 2), not contiguous
print(t.is_contiguous())
t.view(6)
