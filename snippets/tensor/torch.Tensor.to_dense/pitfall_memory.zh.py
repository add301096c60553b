import torch

# 一个 1,000,000 x 1,000,000 的邻接矩阵，只有一条边：作为稀疏张量非常小。
adjacency = torch.sparse_coo_tensor([[0], [1]], [1.0], size=(1_000_000, 1_000_000))
print(adjacency._nnz())

dense = adjacency.to_dense()   # 10**12 个 float32 值，约 4 TB
