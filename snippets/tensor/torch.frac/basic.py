import torch

x = torch.tensor([2.7, -2.7, 0.5, -0.5])
print(torch.frac(x))                   # keeps the sign of x
print(torch.fix(x) + torch.frac(x))    # x = fix(x) + frac(x)
print(x - torch.floor(x))              # always in [0, 1)
