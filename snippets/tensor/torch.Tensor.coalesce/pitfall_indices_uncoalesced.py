import torch

s = torch.sparse_coo_tensor([[0, 1], [1, 0]], [5.0, 6.0], size=(2, 2))
print(s.is_coalesced())    # fresh COO tensors are uncoalesced, even without duplicates
s.indices()
