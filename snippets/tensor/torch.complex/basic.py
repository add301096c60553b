import torch

real = torch.tensor([1.0, 2.0])
imag = torch.tensor([3.0, -4.0])
z = torch.complex(real, imag)
print(z, z.dtype)  # float32 parts give complex64
print(torch.complex(real.double(), imag.double()).dtype)

# the result is new memory, not a view of real and imag
z[0] = 0
print(real)

# broadcasting works like any elementwise operation
print(torch.complex(real, torch.tensor(0.5)))
print(z.real, z.imag, z.abs())
