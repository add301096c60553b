import torch

x = torch.empty(2, 3, 4, 5, memory_format=torch.channels_last)   # N, C, H, W
print(x.shape, x.stride())
print(x.is_contiguous(), x.is_contiguous(memory_format=torch.channels_last))
