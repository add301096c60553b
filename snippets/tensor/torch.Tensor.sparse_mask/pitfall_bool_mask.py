import torch

d = torch.arange(1.0, 10.0).reshape(3, 3)
keep = d > 6                                       # a dense boolean mask
print(d.sparse_mask(keep.to_sparse()).values())    # the mask has to be sparse
d.sparse_mask(keep)
