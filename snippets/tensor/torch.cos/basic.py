import math

import torch

x = torch.tensor([0.0, math.pi / 3, math.pi])
print(torch.cos(x))                        # radians

# rotate 2-D points by 90 degrees
theta = torch.tensor(math.pi / 2)
rotation = torch.stack([torch.stack([theta.cos(), -theta.sin()]),
                        torch.stack([theta.sin(), theta.cos()])])
points = torch.tensor([[1.0, 0.0], [0.0, 1.0]])
print(points @ rotation.T)                 # close to [[0, 1], [-1, 0]], not exact

p = torch.tensor([0.0, math.pi / 2], requires_grad=True)
p.cos().sum().backward()
print(p.grad)                              # -sin(x)
