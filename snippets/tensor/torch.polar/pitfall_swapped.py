import math

import torch

radius = torch.tensor([2.0])
theta = torch.tensor([math.pi / 3])

point = torch.polar(theta, radius)  # arguments in the wrong order
print(point, point.abs())  # the magnitude is pi/3, not 2
print(torch.polar(radius, theta))
