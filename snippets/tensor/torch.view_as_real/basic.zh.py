import torch

spectrum = torch.tensor([1 + 2j, 3 - 4j, 0.5j])

# complex64 -> float32，末尾多出一个大小为 2 的维度：(real, imag)。
parts = torch.view_as_real(spectrum)
print(parts.shape, parts.dtype)
print(parts)

# 这是视图：写入它会改变复数张量。
parts[:, 1] *= -1  # 原地取共轭
print(spectrum)

# 逆操作：最后一维存放 (real, imag) 对的浮点张量。
pairs = torch.tensor([[1.0, 0.0], [0.0, 1.0], [2.0, 2.0]])
z = torch.view_as_complex(pairs)
print(z, z.dtype)

# 用一次复数乘法把每个点旋转 90 度。
rotated = torch.view_as_real(z * 1j)
print(rotated)

# float64 对得到 complex128；complex128 变回 float64。
print(torch.view_as_complex(pairs.double()).dtype)
