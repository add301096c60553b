import torch

x = torch.arange(6, dtype=torch.float32)
s = x.untyped_storage()

print(len(s))        # 24 bytes for 6 float32 elements
print(s.dtype)       # an untyped storage knows only bytes
