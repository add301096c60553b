import torch

mask = torch.tensor([1.0, 0.0, 1.0])          # a 0/1 mask stored as float
keep = torch.tensor([1.0, 1.0, 0.0])
print(mask.bool() & keep.bool())              # convert to bool first
mask & keep                                   # floats have no bitwise AND
