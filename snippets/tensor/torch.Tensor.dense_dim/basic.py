import torch

emb = torch.tensor([[1.0, 1.0, 1.0], [0.0, 0.0, 0.0], [2.0, 2.0, 2.0], [0.0, 0.0, 0.0]])

full = emb.to_sparse()  # every dimension sparse: one value per non-zero element
print(full.sparse_dim(), full.dense_dim(), full.values().shape)

rows = emb.to_sparse(sparse_dim=1)  # hybrid: only the row index is sparse
print(rows.sparse_dim(), rows.dense_dim(), rows.values().shape)
print(rows.indices())

print(emb.sparse_dim(), emb.dense_dim(), emb.is_sparse)  # a strided tensor
