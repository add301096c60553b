import torch

x = torch.tensor([1.0, 2.0, 10.0, 1e30])
print(torch.acosh(x))                      # defined for x >= 1, result >= 0
print(x.arccosh())                         # arccosh is the same function
print(torch.acosh(torch.cosh(torch.tensor([-2.0, 2.0]))))   # only the non-negative branch
