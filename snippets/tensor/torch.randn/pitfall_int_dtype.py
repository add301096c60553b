import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

torch.randn(2, 3, dtype=torch.int64, device=device)
