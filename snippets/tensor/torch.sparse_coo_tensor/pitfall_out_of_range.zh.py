import torch

indices = torch.tensor([[0, 1],
                        [1, 5]])       # 2 x 3 矩阵中不存在第 5 列
values = torch.tensor([1.0, 2.0])

s = torch.sparse_coo_tensor(indices, values, (2, 3))   # 不做检查就接受了
print(s.shape, s._nnz())
torch.sparse_coo_tensor(indices, values, (2, 3), check_invariants=True)
