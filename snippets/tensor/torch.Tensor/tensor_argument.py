import torch

# a list or sizes: the current default float dtype
print(torch.Tensor([1, 2]).dtype, torch.Tensor(2, 3).dtype)
torch.set_default_dtype(torch.float64)
print(torch.Tensor([1, 2]).dtype, torch.Tensor(2, 3).dtype)
torch.set_default_dtype(torch.float32)

# a tensor: returned with its own dtype, sharing its memory, no conversion
ids = torch.tensor([1, 2])
legacy = torch.Tensor(ids)
print(legacy.dtype)                          # still int64
legacy[0] = 10
print(ids)                                   # the original changed too
print(legacy.data_ptr() == ids.data_ptr())
