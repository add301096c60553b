import math

import torch

eps = 1e-8

print(math.log1p(eps))       # for a Python float
torch.log1p(eps)             # torch.log1p takes a tensor
