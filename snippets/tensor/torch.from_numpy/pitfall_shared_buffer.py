import numpy as np
import torch

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
