import math

import torch

d_model = 512

print(1 / math.sqrt(d_model))     # Python 数字：用 math
torch.rsqrt(d_model)              # torch.rsqrt 接受的是张量
