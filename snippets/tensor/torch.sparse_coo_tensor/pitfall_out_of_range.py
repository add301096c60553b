import torch

indices = torch.tensor([[0, 1],
                        [1, 5]])       # column 5 does not exist in a 2 x 3 matrix
values = torch.tensor([1.0, 2.0])

s = torch.sparse_coo_tensor(indices, values, (2, 3))   # accepted without a check
print(s.shape, s._nnz())
torch.sparse_coo_tensor(indices, values, (2, 3), check_invariants=True)
