import torch

csr = torch.eye(3).to_sparse_csr()
print(csr.is_sparse)  # False, although the tensor is sparse
print(csr.layout, csr.sparse_dim(), csr.dense_dim())
print(csr.layout != torch.strided)  # True for every sparse layout
