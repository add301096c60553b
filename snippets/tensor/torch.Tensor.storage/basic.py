import torch

x = torch.arange(6, dtype=torch.float32)

s = x.storage()                      # emits the TypedStorage deprecation warning
print(type(s).__name__, s.dtype, len(s))           # typed: counts elements
print(s.untyped().nbytes())                         # the bytes behind it

u = x.untyped_storage()              # the replacement: no warning, counts bytes
print(type(u).__name__, len(u))
print(s.data_ptr() == u.data_ptr())
