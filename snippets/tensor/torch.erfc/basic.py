import torch

x = torch.tensor([0.0, 1.0, 3.0, 5.0, 10.0])
print(torch.erfc(x))             # 1 - erf(x), computed directly
print(1 - torch.erf(x))          # the subtraction loses the tail
print(torch.tensor([-1.0, 0.0]).erfc())   # erfc(-x) = 2 - erfc(x)
