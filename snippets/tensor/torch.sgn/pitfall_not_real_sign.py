import torch

z = torch.tensor([3 + 4j, -1 + 1j])
print(torch.sgn(z))             # complex values, not -1/0/1
print(torch.sign(z.real))       # the sign of the real part
