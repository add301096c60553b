import math

import torch

x = torch.tensor([1.0, 2.0])
print(torch.sinc(x))                  # 约为 0：sin(pi) / pi 与 sin(2 pi) / (2 pi)
print(torch.sin(x) / x)               # sin(x) / x 应有的值
print(torch.sinc(x / math.pi))        # 未归一化的 sinc
