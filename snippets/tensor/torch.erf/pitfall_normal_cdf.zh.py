import math

import torch

z = torch.tensor([1.0, 1.96])

print(0.5 * (1 + torch.erf(z)))                    # 这不是正态分布的 CDF
print(0.5 * (1 + torch.erf(z / math.sqrt(2))))     # Phi(1) = 0.8413，Phi(1.96) = 0.975
print(torch.special.ndtr(z))                       # 内置函数，结果相同
