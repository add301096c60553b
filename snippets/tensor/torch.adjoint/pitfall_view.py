import torch

r = torch.arange(6.0).reshape(2, 3)
rh = r.H  # a transposed view: same memory, not contiguous
print(rh.is_contiguous(), rh.data_ptr() == r.data_ptr())
print(rh.reshape(6))  # reshape copies when it must
rh.view(6)            # view cannot
