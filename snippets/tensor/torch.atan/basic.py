import torch

x = torch.tensor([-float("inf"), -1.0, 0.0, 1.0, 1e6])
print(torch.atan(x))                   # radians, in (-pi/2, pi/2); inf is allowed
print(x.arctan())                      # arctan is the same function
print(torch.tensor([0, 1]).atan())     # integer input gives float32
