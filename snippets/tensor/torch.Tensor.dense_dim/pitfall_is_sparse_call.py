import torch

s = torch.eye(3).to_sparse()
print(s.is_sparse, s.sparse_dim())
s.is_sparse()
