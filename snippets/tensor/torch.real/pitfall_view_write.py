import torch

z = torch.tensor([3 + 4j, -1 + 1j])
re = z.real
re.clamp_(min=0)          # meant to change a copy of the real parts
print(z)                  # z itself changed

z2 = torch.tensor([3 + 4j, -1 + 1j])
re2 = z2.real.clone()     # an independent copy
re2.clamp_(min=0)
print(z2, re2)
