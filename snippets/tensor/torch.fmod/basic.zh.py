import torch

a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([3, 3, -3, -3])
print(torch.fmod(a, b))              # 符号随被除数 a
print(torch.remainder(a, b), a % b)  # 符号随除数 b

x = torch.tensor([-5.5, 5.5])
print(x.fmod(2), x.remainder(2))
print(torch.fmod(torch.tensor([1.0, -1.0]), 0.0))   # 浮点：nan，不报错
