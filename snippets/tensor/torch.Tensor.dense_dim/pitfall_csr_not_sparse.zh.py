import torch

csr = torch.eye(3).to_sparse_csr()
print(csr.is_sparse)  # False，尽管它是稀疏张量
print(csr.layout, csr.sparse_dim(), csr.dense_dim())
print(csr.layout != torch.strided)  # 对所有稀疏布局都为 True
