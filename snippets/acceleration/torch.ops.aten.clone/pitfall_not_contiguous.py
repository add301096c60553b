import torch

x = torch.arange(6.0).reshape(2, 3).t()  # a transposed, non-contiguous tensor
copy = torch.ops.aten.clone(x)
print(copy.is_contiguous(), copy.stride())  # same layout as x

dense = torch.ops.aten.clone(x, memory_format=torch.contiguous_format)
print(dense.is_contiguous(), dense.stride())
