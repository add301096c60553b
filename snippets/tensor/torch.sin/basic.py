import math

import torch

x = torch.tensor([0.0, math.pi / 6, math.pi / 2])
print(torch.sin(x))                       # radians
print(torch.tensor([0, 1, 2]).sin())      # integer input gives float32

# sinusoidal positional encoding (even columns)
position = torch.arange(4).unsqueeze(1)                 # (4, 1)
freq = 10000 ** (-torch.arange(0, 4, 2) / 4)            # (2,)
print(torch.sin(position * freq))                       # (4, 2) by broadcasting
