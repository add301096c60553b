import torch

emb = torch.tensor([[1.0, 1.0, 1.0], [0.0, 0.0, 0.0], [2.0, 2.0, 2.0], [0.0, 0.0, 0.0]])

full = emb.to_sparse()  # 所有维度都稀疏：每个非零元素一个值
print(full.sparse_dim(), full.dense_dim(), full.values().shape)

rows = emb.to_sparse(sparse_dim=1)  # 混合张量：只有行下标稀疏
print(rows.sparse_dim(), rows.dense_dim(), rows.values().shape)
print(rows.indices())

print(emb.sparse_dim(), emb.dense_dim(), emb.is_sparse)  # 普通的稠密张量
