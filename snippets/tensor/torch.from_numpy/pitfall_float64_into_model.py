import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import numpy as np  # noqa: E402

model = torch.nn.Linear(3, 1).to(device)          # float32 weights
features = np.random.default_rng(0).normal(size=(4, 3))   # float64 array
x = torch.from_numpy(features).to(device)
print(x.dtype)
model(x)
