import torch

# edges listed in arbitrary order, one of them twice
s = torch.sparse_coo_tensor([[1, 0, 1],
                             [0, 1, 0]], [1.0, 2.0, 3.0], size=(2, 2))
print(s.is_coalesced(), s._nnz())

c = s.coalesce()                 # a new tensor: sorted, duplicates summed
print(c.is_coalesced(), c._nnz())
print(c.indices())               # allowed now
print(c.values())                # (1, 0) appeared twice: 1 + 3 = 4
print(c.coalesce() is c)         # already coalesced: returned as is
