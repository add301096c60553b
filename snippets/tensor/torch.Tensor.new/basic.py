import torch

x = torch.zeros(2, dtype=torch.float64)

data = x.new([1, 2, 3])            # a list is data; dtype and device come from x
print(data, data.dtype)

shaped = x.new(2, 3)               # ints are a size: uninitialised values
print(shaped.shape, shaped.dtype)
print(x.new(torch.Size([4])).shape)  # a torch.Size is a size too
print(x.new().shape)               # no arguments: an empty tensor

# the explicit replacements
print(x.new_tensor([1, 2, 3]), x.new_zeros(2, 3).shape, x.new_empty(4).shape)
