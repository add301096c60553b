import torch

x = torch.arange(12).reshape(3, 4)
print(x.is_contiguous())                     # fresh tensor: row-major
print(x.t().is_contiguous())                 # transpose: strides swapped
print(x[:, 1:].is_contiguous(), x[1:].is_contiguous())   # column slice vs row slice
print(x.t().contiguous().is_contiguous())    # contiguous() makes a row-major copy

# size-1 dimensions do not count
print(torch.zeros(3, 1).t().is_contiguous())

# channels_last is contiguous in its own memory format
img = torch.zeros(2, 3, 4, 5).to(memory_format=torch.channels_last)
print(img.is_contiguous(), img.is_contiguous(memory_format=torch.channels_last))
