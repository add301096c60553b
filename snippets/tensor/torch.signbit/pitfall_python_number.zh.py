import math

import torch

x = -0.0
print(math.copysign(1.0, x) < 0)        # Python 浮点数的符号位
print(torch.signbit(torch.tensor(x)))   # 或者先包成张量
torch.signbit(x)                        # 不接受 Python 浮点数
