import math

import torch

a = torch.tensor([2**40])
b = torch.tensor([2**40 + 1])
print(torch.lcm(a, b))                  # 在 int64 中回绕，不报错
print(math.lcm(2**40, 2**40 + 1))       # 真值需要 81 位

c = torch.tensor([300], dtype=torch.int16)
print(torch.lcm(c, torch.tensor([299], dtype=torch.int16)))   # int16 更早就回绕
