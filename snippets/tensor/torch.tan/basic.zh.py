import math

import torch

x = torch.tensor([0.0, math.pi / 4, -math.pi / 3, 1.0])
print(torch.tan(x))
print(torch.sin(x) / torch.cos(x))   # 数值相同

# 由角度（度）求直线斜率
deg = torch.tensor([30.0, 45.0, 60.0])
print(torch.tan(torch.deg2rad(deg)))
