import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch.profiler import profile

x = torch.randn(4, 4, device=device)
with profile(activities=["cpu", "cuda"]) as prof:  # strings are not activities
    x @ x
