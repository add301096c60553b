import math

import torch

a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([3, 3, -3, -3])
print(torch.remainder(a, b))   # 符号随除数 b，与 Python 的 % 相同
print(a % b)                   # 运算符 % 调用的就是它
print(torch.fmod(a, b))        # C 风格：符号随被除数 a

# 把角度折回 [0, 2*pi)
angle = torch.tensor([-0.5, 7.0, 3.0])
print(torch.remainder(angle, 2 * math.pi))

# 被除数是数字，除数是张量
print(torch.remainder(10, torch.tensor([3, 4, -4])))
