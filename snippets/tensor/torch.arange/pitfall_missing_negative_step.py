import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

countdown = torch.arange(10, 0, device=device)   # step defaults to +1
