import math

import torch

magnitude = torch.tensor([1.0, 2.0, 0.5])
phase = torch.tensor([0.0, math.pi / 3, math.pi / 4])  # radians

z = torch.polar(magnitude, phase)  # magnitude * (cos(phase) + i*sin(phase))
print(z, z.dtype)

# abs() and angle() recover the inputs.
print(z.abs(), z.angle())

# torch.complex takes Cartesian parts instead: real + i*imag.
print(torch.complex(magnitude, phase))

# Broadcasting: one magnitude per row, one phase per column.
grid = torch.polar(torch.tensor([[1.0], [2.0]]), torch.tensor([0.0, math.pi / 2]))
print(grid.shape)
