import torch

counts = torch.arange(4)  # int64 by default
print(counts.dtype)
counts += 0.5  # in-place: the float result would have to go into an int64 tensor
