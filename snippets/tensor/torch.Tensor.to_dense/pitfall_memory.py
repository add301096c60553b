import torch

# A 1,000,000 x 1,000,000 adjacency matrix with a single edge: tiny as a sparse tensor.
adjacency = torch.sparse_coo_tensor([[0], [1]], [1.0], size=(1_000_000, 1_000_000))
print(adjacency._nnz())

dense = adjacency.to_dense()   # 10**12 float32 values, about 4 TB
