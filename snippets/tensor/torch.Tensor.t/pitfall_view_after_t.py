import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

w = torch.arange(6.0, device=device).view(2, 3)
wt = w.t()
print(wt.is_contiguous())
print(wt.reshape(-1))  # fine: reshape copies when it has to
wt.view(-1)
