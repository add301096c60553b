import torch

x = torch.tensor([-8.0, 8.0])

print(x ** (1 / 3))                          # real cube root of -8 is -2, but pow gives nan
print(torch.sign(x) * x.abs() ** (1 / 3))    # odd root keeping the sign
