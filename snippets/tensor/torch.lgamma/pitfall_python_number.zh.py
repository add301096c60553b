import math

import torch

print(math.lgamma(11.0))                 # Python 数的 log(10!)
print(torch.lgamma(torch.tensor(11.0)))  # 或者先包成张量
torch.lgamma(11.0)                       # torch.lgamma 只接受张量
