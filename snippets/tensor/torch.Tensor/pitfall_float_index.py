import torch

x = torch.arange(10, 15)
idx = torch.Tensor([0, 2])     # integer data, but the dtype is float32
print(idx.dtype)
x[idx]
