import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import numpy as np  # noqa: E402

x = torch.ones(2, device=device)
x.to(np.float32)       # a NumPy dtype is not a torch.dtype
