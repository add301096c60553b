import math

import torch

delta = -2.5

print(math.copysign(1.0, delta))     # 用于普通的 Python 数字
torch.sign(delta)                    # torch.sign 接受的是张量
