import torch

x = torch.empty(8, 3, 32, 32)
print(x.dim_order(), x.stride())
print(x.transpose(1, 2).dim_order())  # 视图：内存布局没有变

y = x.to(memory_format=torch.channels_last)
print(y.dim_order(), y.stride())  # 通道在最内层：内存中按 N、H、W、C 排列

print(x[:, :, ::2].dim_order(), x[:, :, ::2].is_contiguous())  # 只给出顺序，不说明是否连续
