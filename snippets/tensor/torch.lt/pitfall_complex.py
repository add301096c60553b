import torch

z = torch.tensor([1 + 2j, 3 - 1j])

print(z.abs() < 2.5)         # compare magnitudes (or .real) explicitly
z < 2.5                      # complex numbers have no order
