import torch

table = torch.arange(10) * 10
pos = torch.tensor([2.7, 5.1])
idx = torch.trunc(pos)
print(idx, idx.dtype)   # still float32
table[idx]              # a float tensor cannot index
