import torch

z = torch.tensor([1 + 1j, 3 - 2j])
print(z.abs() <= 2)   # compare the moduli
z <= 2                # complex numbers have no order
