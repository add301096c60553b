import torch

a = torch.arange(6.0)
v = a.view(2, 3)
print(v.is_set_to(a))                        # same bytes, but the size differs
print(a[1:].is_set_to(a))                    # the offset differs
print(v.untyped_storage().data_ptr() == a.untyped_storage().data_ptr())   # "do they share memory?"
