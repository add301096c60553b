import torch

d = torch.arange(1.0, 10.0).reshape(3, 3)                  # dense values
mask = torch.sparse_coo_tensor(torch.tensor([[0, 1, 2], [2, 0, 1]]),
                               torch.tensor([0.0, 0.0, 0.0]),   # the mask's values are ignored
                               (3, 3)).coalesce()
r = d.sparse_mask(mask)                                    # d's values at mask's positions
print(r.layout, r.indices().tolist(), r.values())
print(r.to_dense())

print(r.is_coalesced())                                    # coalesced, because the mask is
