import torch

# a 3x4 tensor laid out column by column (Fortran order)
x = torch.empty_strided((3, 4), (1, 3))
print(x.shape, x.stride(), x.is_contiguous())

# the values are whatever was in memory: fill before reading
x.fill_(0)
print(x.sum())

# the usual use: a buffer with exactly the layout of another tensor
ref = torch.zeros(2, 3, 4).permute(2, 0, 1)
buf = torch.empty_strided(ref.size(), ref.stride(), dtype=ref.dtype)
print(buf.stride() == ref.stride(), torch.empty_like(ref).stride())
