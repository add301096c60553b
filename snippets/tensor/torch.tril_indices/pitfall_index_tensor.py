import torch

m = torch.arange(9.0).reshape(3, 3)
idx = torch.tril_indices(3, 3)
# nothing raises: m[idx] picks whole rows with a (2, 6) index
print(m[idx].shape)
print(m[idx[0], idx[1]])                   # or m[tuple(idx)]
