import math

import torch

x = torch.tensor([0.0, math.pi / 4, -math.pi / 3, 1.0])
print(torch.tan(x))
print(torch.sin(x) / torch.cos(x))   # the same values

# slope of a line from its angle in degrees
deg = torch.tensor([30.0, 45.0, 60.0])
print(torch.tan(torch.deg2rad(deg)))
