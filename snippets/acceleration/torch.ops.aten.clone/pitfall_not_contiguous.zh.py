import torch

x = torch.arange(6.0).reshape(2, 3).t()  # 转置后的非连续张量
copy = torch.ops.aten.clone(x)
print(copy.is_contiguous(), copy.stride())  # 与 x 的内存布局相同

dense = torch.ops.aten.clone(x, memory_format=torch.contiguous_format)
print(dense.is_contiguous(), dense.stride())
