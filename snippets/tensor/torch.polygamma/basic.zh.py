import math

import torch

x = torch.tensor([1.0, 2.0, 10.0])
print(torch.polygamma(0, x), torch.digamma(x))   # n = 0 就是 digamma
print(torch.polygamma(1, x))                     # trigamma；在 1 处等于 pi**2 / 6
print(math.pi**2 / 6)
print(x.polygamma(2))                            # 方法写法：n 放在后面
