import torch

x = torch.arange(6.0)

# a (2, 3) matrix: rows start 3 elements apart, columns 1 apart
print(torch.as_strided(x, (2, 3), (3, 1)))

# overlapping windows of 3, one element apart: (4, 3) from 6 elements
windows = x.as_strided((4, 3), (1, 1))
print(windows)
print(windows.data_ptr() == x.data_ptr())   # a view, nothing copied

# storage_offset skips elements at the start of the storage
print(x.as_strided((2,), (2,), 1))

# as_strided_ changes the tensor's own size and strides in place
y = torch.arange(6.0)
y.as_strided_((3,), (2,))
print(y)
