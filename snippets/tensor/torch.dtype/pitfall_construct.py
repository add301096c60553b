import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

torch.dtype("float32")
