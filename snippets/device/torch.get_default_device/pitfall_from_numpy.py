import numpy as np
import torch

torch.set_default_device("meta")

table = np.ones((2, 3), dtype=np.float32)
print(torch.zeros(2, 3).device)         # follows the default device
print(torch.from_numpy(table).device)   # shares NumPy's memory, so it stays on the CPU
print(torch.zeros(2, device="cpu").device)  # an explicit device wins too
