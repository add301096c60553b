import torch

x = torch.arange(6.0)
target = torch.empty(2, 3, dtype=torch.int64)   # only its shape is used

y = x.view_as(target)
print(y)
print(y.shape, y.dtype)                  # shape of target, dtype of x
print(y.data_ptr() == x.data_ptr())      # same memory, no copy

y[0, 0] = 100.0
print(x)                                 # the write shows up in x
