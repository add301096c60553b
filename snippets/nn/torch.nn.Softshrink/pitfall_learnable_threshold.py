import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, 0.2, 0.8])
theta = torch.nn.Parameter(torch.tensor(0.3))
y = torch.sign(x) * torch.relu(x.abs() - theta)  # the same function, differentiable in theta
y.sum().backward()
print(y, theta.grad)
F.softshrink(x, theta)
