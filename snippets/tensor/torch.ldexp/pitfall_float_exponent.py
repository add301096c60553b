import torch

x = torch.tensor([1.0, 1.0])
print(torch.ldexp(x, torch.tensor([0.5, 2.7])))   # not rounded: 2**0.5 and 2**2.7
print(torch.ldexp(x, torch.tensor([0, 2])))
