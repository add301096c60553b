import torch

spectrum = torch.tensor([1 + 2j, 3 - 4j, 0.5j])

# complex64 -> float32 with a trailing dimension of size 2: (real, imag).
parts = torch.view_as_real(spectrum)
print(parts.shape, parts.dtype)
print(parts)

# It is a view: writing into it changes the complex tensor.
parts[:, 1] *= -1  # conjugate in place
print(spectrum)

# The inverse: a float tensor whose last dimension holds (real, imag) pairs.
pairs = torch.tensor([[1.0, 0.0], [0.0, 1.0], [2.0, 2.0]])
z = torch.view_as_complex(pairs)
print(z, z.dtype)

# Rotate every point by 90 degrees with one complex multiplication.
rotated = torch.view_as_real(z * 1j)
print(rotated)

# float64 pairs give complex128; complex128 gives float64 back.
print(torch.view_as_complex(pairs.double()).dtype)
