import torch

z = torch.tensor([1 + 2j])
print(bool(z.is_conj))     # a bound method is always truthy
print(z.is_conj())         # the call gives the real answer
print(torch.is_conj(z))
