import torch

x = torch.empty(8, 3, 32, 32)
print(x.dim_order(), x.stride())
print(x.transpose(1, 2).dim_order())  # a view: the memory layout is unchanged

y = x.to(memory_format=torch.channels_last)
print(y.dim_order(), y.stride())  # channels innermost: N, H, W, C in memory

print(x[:, :, ::2].dim_order(), x[:, :, ::2].is_contiguous())  # order only, not contiguity
