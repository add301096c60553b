import torch

x = torch.arange(10, 15)
idx = torch.Tensor([0, 2])     # 数据是整数，但 dtype 是 float32
print(idx.dtype)
x[idx]
