import torch

x = torch.tensor([2, 3])
print(torch.float_power(x, 2))                  # float64 even for int input
print(torch.float_power(x, -1))                 # negative exponents work
print(torch.float_power(torch.tensor([2.0], dtype=torch.float16), 0.5).dtype)
print(torch.float_power(torch.tensor([1 + 1j]), 2).dtype)   # complex -> complex128
print(torch.tensor([10]) ** 20, torch.float_power(torch.tensor([10]), 20))   # int64 wraps, float64 does not
