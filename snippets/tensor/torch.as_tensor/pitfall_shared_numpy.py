import numpy as np
import torch

batch = np.zeros(3, dtype=np.float32)
saved = torch.as_tensor(batch)        # shares the buffer
batch[:] = 7.0                        # the array is reused for the next batch
print(saved)                          # the "saved" tensor changed too

batch = np.zeros(3, dtype=np.float32)
saved = torch.tensor(batch)           # torch.tensor always copies
batch[:] = 7.0
print(saved)
