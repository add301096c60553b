import torch

x = torch.arange(6, dtype=torch.float32)
y = x.view(2, 3)                      # certainly shares memory

print(x.storage() == y.storage())     # a new wrapper object each call
print(x.storage() is x.storage())
print(x.untyped_storage().data_ptr() == y.untyped_storage().data_ptr())
