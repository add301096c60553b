import torch

x = torch.tensor([-1.0, -0.5, 0.0, 0.5, 1.0])
print(torch.asin(x))                       # radians, in [-pi/2, pi/2]
print(torch.rad2deg(x.arcsin()))           # arcsin is the same function
print(torch.asin(torch.tensor([1.5, -2.0])))   # outside [-1, 1]: NaN, no error
