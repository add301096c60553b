import torch

counts = torch.arange(4, dtype=torch.float32)  # float from the start
counts += 0.5
print(counts)

ids = torch.arange(4)
shifted = ids + 0.5  # out of place: the result gets the promoted dtype
print(shifted.dtype, ids.dtype)
