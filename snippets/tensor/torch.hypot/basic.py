import torch

a = torch.tensor([3.0, 5.0, 1e30])
b = torch.tensor([4.0, 12.0, 1e30])
print(torch.hypot(a, b))           # sqrt(a**2 + b**2)
print(torch.sqrt(a**2 + b**2))     # the naive formula overflows for 1e30

# broadcasting: distance of points from the origin
xy = torch.tensor([[1.0, 1.0], [6.0, 8.0]])
print(torch.hypot(xy[:, 0], xy[:, 1]))
