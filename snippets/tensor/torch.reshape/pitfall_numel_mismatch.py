import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.arange(6, device=device)
torch.reshape(x, (4, 2))     # 8 elements requested, 6 available
