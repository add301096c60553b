import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

# Code written for GPU, run with DEVICE=cpu
torch.cuda.set_device(device)
