import torch

# The second write to (0, 0) was meant to overwrite the first.
s = torch.sparse_coo_tensor([[0, 0], [0, 0]], [5.0, 7.0], size=(2, 2))
print(s.to_dense())            # 12, not 7
