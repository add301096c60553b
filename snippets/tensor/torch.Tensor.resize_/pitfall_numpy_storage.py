import numpy as np
import torch

arr = np.zeros(4, dtype=np.float32)
t = torch.from_numpy(arr)    # storage owned by NumPy

t.resize_(8)                 # growing needs a new allocation, which torch cannot do here
