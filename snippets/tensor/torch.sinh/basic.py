import torch

x = torch.tensor([-2.0, 0.0, 1.0, 3.0])
print(torch.sinh(x))
print((torch.exp(x) - torch.exp(-x)) / 2)   # the definition
print(torch.asinh(torch.sinh(x)))           # asinh undoes it
