import torch

S = torch.sparse_coo_tensor(torch.tensor([[0, 1], [0, 1]]), torch.tensor([1.0, 1.0]), (1000, 2))
D = torch.zeros(2, 500)                    # 全为 0 的稠密因子
r = torch.smm(S, D)
print(r._nnz(), r.shape)                   # 存了 2 行 x 500 列，全是 0
print(r.coalesce().values().count_nonzero())
