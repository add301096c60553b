import numpy as np
import torch

print(np.float32(1e-39) * np.float32(1))    # NumPy keeps the denormal
torch.set_flush_denormal(True)
print(np.float32(1e-39) * np.float32(1))    # the same NumPy line now gives 0
torch.set_flush_denormal(False)
