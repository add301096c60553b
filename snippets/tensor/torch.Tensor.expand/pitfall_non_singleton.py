import torch

v = torch.tensor([1.0, 2.0, 3.0])      # shape (3,)
print(v.expand(2, 3).shape)            # new dim in front: fine
print(v.repeat(2).shape)               # repeat copies and can grow any dim
v.expand(2, 6)                         # only size-1 dims can be expanded
