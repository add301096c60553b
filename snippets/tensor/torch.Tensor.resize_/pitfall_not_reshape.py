import torch

t = torch.arange(6.0).reshape(2, 3).t()   # (3, 2), not contiguous

print(t.reshape(2, 3))       # keeps the logical order of t
print(t.resize_(2, 3))       # reads the storage from the start in memory order
