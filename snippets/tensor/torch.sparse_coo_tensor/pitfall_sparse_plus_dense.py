import torch

s = torch.sparse_coo_tensor([[0, 1], [1, 0]], [1.0, 2.0], (2, 2))
bias = torch.ones(2, 2)
print(bias + s)      # dense + sparse: a dense result
s + bias             # sparse + dense is refused
