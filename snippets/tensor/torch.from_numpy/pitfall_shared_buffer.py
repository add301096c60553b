import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import numpy as np  # noqa: E402

buffer = np.zeros(3, dtype=np.float32)
batches = []
for step in range(3):
    buffer[:] = step                          # refill the same NumPy buffer
    batches.append(torch.from_numpy(buffer))  # every tensor aliases that buffer
print([b.tolist() for b in batches])          # all show the last values

batches = []
for step in range(3):
    buffer[:] = step
    batches.append(torch.from_numpy(buffer).clone())   # own copy per step
print([b.tolist() for b in batches])
