import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

torch.zeros(3, dtype="float32", device=device)
