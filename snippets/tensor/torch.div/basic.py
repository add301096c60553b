import torch

a = torch.tensor([7, -7])
b = torch.tensor([2, 2])

print(a / b, torch.div(a, b))                 # true division: float even for ints
print(torch.div(a, b, rounding_mode="trunc")) # round toward zero, like C: 3, -3
print(torch.div(a, b, rounding_mode="floor")) # round down, like Python: 3, -4
print(a // b)                                 # // is floor division

x = torch.tensor([1.0, -1.0, 0.0])
print(x / 0)                                  # float: inf, -inf, nan (no error)
