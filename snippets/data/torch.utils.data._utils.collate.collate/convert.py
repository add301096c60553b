import numpy as np
import torch
from torch.utils.data import DataLoader, default_convert

sample = (np.array([1.0, 2.0]), np.int64(3), "a.png")
print(default_convert(sample))  # arrays -> tensors; the tuple becomes a list

data = [np.full(2, i, dtype=np.float32) for i in range(3)]
loader = DataLoader(data, batch_size=None)  # no batching: default_convert per sample
print(next(iter(loader)))
