import math

import torch

radius = torch.tensor([2.0])
theta = torch.tensor([math.pi / 3])

point = torch.polar(theta, radius)  # 参数顺序写反了
print(point, point.abs())  # 模长是 pi/3，而不是 2
print(torch.polar(radius, theta))
