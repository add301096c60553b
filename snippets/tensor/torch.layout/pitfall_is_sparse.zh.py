import torch

dense = torch.tensor([[0.0, 2.0],
                      [3.0, 0.0]])
csr = dense.to_sparse_csr()

print(csr.layout)
print(csr.is_sparse)                   # False：is_sparse 只针对 COO
print(csr.layout != torch.strided)     # 这样检查才能覆盖所有稀疏布局
