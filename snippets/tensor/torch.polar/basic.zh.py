import math

import torch

magnitude = torch.tensor([1.0, 2.0, 0.5])
phase = torch.tensor([0.0, math.pi / 3, math.pi / 4])  # 弧度

z = torch.polar(magnitude, phase)  # magnitude * (cos(phase) + i*sin(phase))
print(z, z.dtype)

# abs() 和 angle() 可以还原输入。
print(z.abs(), z.angle())

# torch.complex 接受的则是直角坐标分量：real + i*imag。
print(torch.complex(magnitude, phase))

# 广播：每行一个模长，每列一个相位。
grid = torch.polar(torch.tensor([[1.0], [2.0]]), torch.tensor([0.0, math.pi / 2]))
print(grid.shape)
