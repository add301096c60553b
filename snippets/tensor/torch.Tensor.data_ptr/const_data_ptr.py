import torch

x = torch.arange(4.0)
print(x.const_data_ptr() == x.data_ptr())  # an ordinary tensor: the same address

# torch._lazy_clone (internal) makes a copy-on-write clone that shares x's memory until written
y = torch._lazy_clone(x)
print(y.const_data_ptr() == x.const_data_ptr())  # read-only access: still shared
print(y.data_ptr() == x.data_ptr())  # data_ptr() may write, so y gets its own copy first
print(y.const_data_ptr() == x.const_data_ptr())
