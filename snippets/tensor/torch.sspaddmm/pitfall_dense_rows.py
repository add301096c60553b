import torch

S = torch.sparse_coo_tensor(torch.tensor([[0, 1], [0, 1]]), torch.tensor([1.0, 1.0]), (1000, 2))
D = torch.zeros(2, 500)                    # an all-zero dense factor
r = torch.smm(S, D)
print(r._nnz(), r.shape)                   # 2 rows x 500 columns stored, all of them zeros
print(r.coalesce().values().count_nonzero())
