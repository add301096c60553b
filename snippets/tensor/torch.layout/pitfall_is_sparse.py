import torch

dense = torch.tensor([[0.0, 2.0],
                      [3.0, 0.0]])
csr = dense.to_sparse_csr()

print(csr.layout)
print(csr.is_sparse)                   # False: is_sparse means COO only
print(csr.layout != torch.strided)     # the check that covers every sparse layout
