import torch

# 2 x 3 matrix with three non-zeros: indices has shape (ndim, nnz)
indices = torch.tensor([[0, 1, 1],     # row of each value
                        [2, 0, 2]])    # column of each value
values = torch.tensor([3.0, 4.0, 5.0])
s = torch.sparse_coo_tensor(indices, values, size=(2, 3), check_invariants=True)
print(s.layout, s.shape, s._nnz())
print(s.to_dense())

# repeated coordinates are allowed and add up
dup = torch.sparse_coo_tensor([[0, 0], [1, 1]], [1.0, 2.0], size=(2, 2))
print(dup.is_coalesced(), dup.to_dense())

# without size, each dimension is max index + 1
print(torch.sparse_coo_tensor(indices, values).shape)

# sparse @ dense gives a dense result
print(s @ torch.ones(3, 1))
