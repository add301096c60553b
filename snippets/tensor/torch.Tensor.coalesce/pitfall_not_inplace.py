import torch

s = torch.sparse_coo_tensor([[0, 0], [1, 1]], [1.0, 2.0], size=(2, 2))
s.coalesce()               # result thrown away
print(s.is_coalesced())    # s itself is unchanged
s.values()
