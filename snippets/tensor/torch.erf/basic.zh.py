import math

import torch

x = torch.tensor([0.0, 0.5, 1.0, 2.0, -1.0])
print(torch.erf(x))                        # 奇函数，趋近于 ±1
print(torch.tensor([0, 1, 2]).erf())       # 整数输入得到 float32

# 标准正态分布的 CDF：Phi(x) = (1 + erf(x / sqrt(2))) / 2
z = torch.tensor([-1.96, 0.0, 1.96])
print(0.5 * (1 + torch.erf(z / math.sqrt(2))))

# 精确版 GELU：x * Phi(x)
print(z * 0.5 * (1 + torch.erf(z / math.sqrt(2))))
print(torch.nn.functional.gelu(z))
