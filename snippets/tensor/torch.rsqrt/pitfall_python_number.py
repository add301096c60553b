import math

import torch

d_model = 512

print(1 / math.sqrt(d_model))     # a Python number: use math
torch.rsqrt(d_model)              # torch.rsqrt takes a tensor
