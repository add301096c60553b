import torch

x = torch.tensor([1], dtype=torch.int32)
print(1 << 33)                 # a Python int just grows
print(x << 31)                 # into the sign bit: a negative number
print(x << 32, x << 33)        # the width or more: 0, not a wrap-around
print(torch.tensor([100], dtype=torch.int8) << 1)   # overflow wraps silently
print(x << -1)                 # a negative amount gives 0 (Python raises ValueError)
print(x.long() << 33)          # widen the dtype first
