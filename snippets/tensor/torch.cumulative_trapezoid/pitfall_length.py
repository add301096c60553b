import torch

t = torch.linspace(0, 1, 5)
velocity = torch.ones(5)

position = torch.cumulative_trapezoid(velocity, t)
print(position.shape, t.shape)  # one value short
print(position)  # starts at the end of the first interval, not at 0
