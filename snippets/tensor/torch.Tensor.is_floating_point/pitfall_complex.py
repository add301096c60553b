import torch

z = torch.zeros(2, dtype=torch.complex64)
print(z.is_floating_point(), z.is_complex())           # complex is NOT floating point
print(z.is_floating_point() or z.is_complex())         # "has a fractional part"
print(z.dtype.is_floating_point, z.dtype.is_complex)
