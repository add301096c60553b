import torch

z = torch.zeros(2, dtype=torch.complex64)
print(z.is_floating_point(), z.is_complex())           # 复数不算浮点类型
print(z.is_floating_point() or z.is_complex())         # “带小数部分”
print(z.dtype.is_floating_point, z.dtype.is_complex)
