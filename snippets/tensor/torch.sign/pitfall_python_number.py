import math

import torch

delta = -2.5

print(math.copysign(1.0, delta))     # for a plain Python number
torch.sign(delta)                    # torch.sign takes a tensor
