import torch

x = torch.tensor([1, 2, 3])
y = torch.tensor([2, 2, 0])
print(x ^ y)                       # bitwise: 1 ^ 2 is 3, 2 ^ 2 is 0
print(torch.logical_xor(x, y))     # logical: both nonzero gives False
