import torch

x = torch.zeros(8, 3, 32, 32)
new_shape = x.shape
new_shape[0] = -1             # torch.Size 是不可变的元组
