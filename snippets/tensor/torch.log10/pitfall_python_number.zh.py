import math

import torch

ratio = 1000

print(math.log10(ratio))     # Python 数字：用 math
torch.log10(ratio)           # torch.log10 接受的是张量
