import torch

z = torch.tensor([3 + 4j, 0j, -2j])
print(torch.sgn(z))             # z / |z|, and 0 for 0
print(torch.sgn(z).abs())       # unit modulus except at zero

x = torch.tensor([-2.0, 0.0, 3.0])
print(torch.sgn(x), torch.sign(x))   # real input: the same as sign
