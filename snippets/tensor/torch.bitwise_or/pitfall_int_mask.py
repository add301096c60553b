import torch

x = torch.tensor([10, 20, 30, 40])
extra = torch.tensor([1, 0, 0, 0])          # an int 0/1 mask, e.g. loaded from a file

mask = (x > 25) | extra
print(mask.dtype, x[mask])                  # int64: used as indices, not as a mask
print(x[(x > 25) | extra.bool()])           # bool | bool stays bool: 10, 30, 40
