import torch

s = torch.sparse_coo_tensor([[0, 1], [1, 0]], [1.0, 2.0], size=(2, 2))

d = s.to_dense(dtype=torch.float64)
