import torch

x = torch.zeros(4)
tail = x[1:]

print(tail.data_ptr() == x.data_ptr())   # False, yet no copy was made
tail[0] = 7.0
print(x)                                 # the write shows through: memory is shared

# compare the storages instead of the first-element addresses
print(tail.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
