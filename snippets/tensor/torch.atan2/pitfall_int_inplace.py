import torch

dy = torch.tensor([1, 0, -1])
dx = torch.tensor([1, 1, 0])
print(torch.atan2(dy, dx))
dy.atan2_(dx)
