import torch

x = torch.tensor([2, 3])
print(torch.float_power(x, 2))                  # 整数输入也得到 float64
print(torch.float_power(x, -1))                 # 负指数也可以
print(torch.float_power(torch.tensor([2.0], dtype=torch.float16), 0.5).dtype)
print(torch.float_power(torch.tensor([1 + 1j]), 2).dtype)   # complex -> complex128
print(torch.tensor([10]) ** 20, torch.float_power(torch.tensor([10]), 20))   # int64 回绕，float64 不会
