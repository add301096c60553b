import numpy as np
import torch

frames = np.zeros(3, dtype=np.float32)
batch = torch.asarray(frames)  # shares memory with frames
batch += 1.0                   # in-place on the tensor...
print(frames)                  # ...changes the NumPy array too

frames2 = np.zeros(3, dtype=np.float32)
safe = torch.asarray(frames2, copy=True)  # fix: ask for a copy
safe += 1.0
print(frames2)
