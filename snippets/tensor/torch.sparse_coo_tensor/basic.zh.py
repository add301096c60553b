import torch

# 含三个非零元素的 2 x 3 矩阵：indices 的形状为 (ndim, nnz)
indices = torch.tensor([[0, 1, 1],     # 每个值所在的行
                        [2, 0, 2]])    # 每个值所在的列
values = torch.tensor([3.0, 4.0, 5.0])
s = torch.sparse_coo_tensor(indices, values, size=(2, 3), check_invariants=True)
print(s.layout, s.shape, s._nnz())
print(s.to_dense())

# 允许坐标重复，重复的值会相加
dup = torch.sparse_coo_tensor([[0, 0], [1, 1]], [1.0, 2.0], size=(2, 2))
print(dup.is_coalesced(), dup.to_dense())

# 不给 size 时，每个维度取最大索引 + 1
print(torch.sparse_coo_tensor(indices, values).shape)

# 稀疏 @ 稠密得到稠密结果
print(s @ torch.ones(3, 1))
