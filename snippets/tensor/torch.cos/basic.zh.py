import math

import torch

x = torch.tensor([0.0, math.pi / 3, math.pi])
print(torch.cos(x))                        # 弧度

# 把二维点旋转 90 度
theta = torch.tensor(math.pi / 2)
rotation = torch.stack([torch.stack([theta.cos(), -theta.sin()]),
                        torch.stack([theta.sin(), theta.cos()])])
points = torch.tensor([[1.0, 0.0], [0.0, 1.0]])
print(points @ rotation.T)                 # 接近 [[0, 1], [-1, 0]]，但不精确

p = torch.tensor([0.0, math.pi / 2], requires_grad=True)
p.cos().sum().backward()
print(p.grad)                              # 即 -sin(x)
