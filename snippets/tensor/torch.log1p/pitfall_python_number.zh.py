import math

import torch

eps = 1e-8

print(math.log1p(eps))       # 用于 Python float
torch.log1p(eps)             # torch.log1p 接受的是张量
