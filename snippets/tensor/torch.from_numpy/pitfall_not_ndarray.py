import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import numpy as np  # noqa: E402

values = [0.1, 0.2, 0.3]        # a Python list, not an ndarray
torch.from_numpy(values)
