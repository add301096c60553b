import math

import torch

x = torch.tensor([-0.5, -1.5])
print(torch.exp(torch.lgamma(x)))              # 两个都是正数
print(math.gamma(-0.5), math.gamma(-1.5))      # Gamma(-0.5) 实际是负数
print(torch.lgamma(torch.tensor([-1.0, 0.0])))  # 极点处得到 inf
