import torch

# 按列存放（Fortran 顺序）的 3x4 张量
x = torch.empty_strided((3, 4), (1, 3))
print(x.shape, x.stride(), x.is_contiguous())

# 值是内存里原有的内容：先填充再读取
x.fill_(0)
print(x.sum())

# 典型用法：分配一块与另一个张量布局完全相同的缓冲区
ref = torch.zeros(2, 3, 4).permute(2, 0, 1)
buf = torch.empty_strided(ref.size(), ref.stride(), dtype=ref.dtype)
print(buf.stride() == ref.stride(), torch.empty_like(ref).stride())
