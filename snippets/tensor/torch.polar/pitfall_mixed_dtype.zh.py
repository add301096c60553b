import torch

radius = torch.ones(4)  # float32
theta = torch.linspace(0, 3.14159, 4, dtype=torch.float64)

points = torch.polar(radius, theta)
