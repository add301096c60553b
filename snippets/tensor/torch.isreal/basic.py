import torch

z = torch.tensor([1 + 0j, 1 + 1j, complex(float("nan"), 0.0), 1 + 1e-20j])
print(torch.isreal(z))         # imaginary part exactly 0
print(torch.isreal(torch.tensor([1.0, float("nan")])))   # real dtypes: all True
print(z.is_complex())          # the dtype question is a different API
