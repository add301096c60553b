import torch

radius = torch.tensor([1, 2, 3])  # int64
theta = torch.zeros(3)

points = torch.polar(radius, theta)
