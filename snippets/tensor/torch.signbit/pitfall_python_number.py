import math

import torch

x = -0.0
print(math.copysign(1.0, x) < 0)        # the sign bit of a Python float
print(torch.signbit(torch.tensor(x)))   # or wrap it in a tensor
torch.signbit(x)                        # a Python float is refused
