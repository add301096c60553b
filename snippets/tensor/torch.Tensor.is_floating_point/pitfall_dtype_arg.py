import torch

dtype = torch.float32
print(dtype.is_floating_point)     # the attribute of a dtype
torch.is_floating_point(dtype)     # the function wants a tensor
