import torch

cache = torch.zeros(3, 4)
new_row = torch.ones(4)               # shape (4,)

cache.index_copy_(0, torch.tensor([1]), new_row)   # source needs the row dimension: (1, 4)
