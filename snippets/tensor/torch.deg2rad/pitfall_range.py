import torch

dy = torch.tensor([1.0, -1.0, -1.0])
dx = torch.tensor([0.0, 0.0, -1.0])
deg = torch.rad2deg(torch.atan2(dy, dx))
print(deg)                                       # in (-180, 180], not [0, 360)
print(deg % 360)                                 # compass-style [0, 360)
print(torch.deg2rad(torch.tensor([720.0])))      # no wrapping the other way either
