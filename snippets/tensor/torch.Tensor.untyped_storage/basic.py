import torch

x = torch.arange(6, dtype=torch.float32)
s = x.untyped_storage()

print(type(s).__name__, s.device)
print(s.nbytes(), len(s))                 # bytes, not elements: 6 * 4
print(list(s[:4]))                        # raw bytes of x[0] == 0.0

tail = x[2:].view(2, 2)                   # a view of part of x
print(tail.untyped_storage().data_ptr() == s.data_ptr())   # same buffer
print(tail.untyped_storage().nbytes(), tail.storage_offset())

y = torch.empty(0).set_(s, 0, (3,))       # another tensor over the same bytes
y[0] = 10.0
print(x[:3])
