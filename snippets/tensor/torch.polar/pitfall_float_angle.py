import torch

radius = torch.tensor([1.0, 2.0])

points = torch.polar(radius, 0.5)
