import math

import torch

c = torch.cos(torch.tensor(math.pi / 2))

print(c)                                       # 约为 -4.4e-08，而不是 0
print(c == 0)                                  # 精确比较失败
print(torch.isclose(c, torch.tensor(0.0), atol=1e-6))   # 用容差进行比较
