import math

import torch

a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([3, 3, -3, -3])
print(torch.remainder(a, b))   # sign of the divisor b, like Python's %
print(a % b)                   # the operator is the same function
print(torch.fmod(a, b))        # C-style: sign of the dividend a

# wrap angles into [0, 2*pi)
angle = torch.tensor([-0.5, 7.0, 3.0])
print(torch.remainder(angle, 2 * math.pi))

# a number as the dividend, a tensor as the divisor
print(torch.remainder(10, torch.tensor([3, 4, -4])))
