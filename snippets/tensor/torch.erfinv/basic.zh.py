import math

import torch

y = torch.tensor([-0.5, 0.0, 0.5, 0.9])
x = torch.erfinv(y)
print(x)
print(torch.erf(x))                               # 再求 erf 得回 y
print(torch.tensor([1.0, -1.0, 1.5]).erfinv())    # 端点是 ±inf，区间外是 nan

# 正态分布分位数：sqrt(2) * erfinv(2p - 1)
p = torch.tensor([0.5, 0.975])
print(math.sqrt(2) * torch.erfinv(2 * p - 1))
print(torch.special.ndtri(p))
