import torch

a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([3, 3, -3, -3])
print(torch.fmod(a, b))              # sign of the dividend a
print(torch.remainder(a, b), a % b)  # sign of the divisor b

x = torch.tensor([-5.5, 5.5])
print(x.fmod(2), x.remainder(2))
print(torch.fmod(torch.tensor([1.0, -1.0]), 0.0))   # float: nan, no error
