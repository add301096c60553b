import torch

points = torch.tensor([[0, 0], [1, 1]])
features = torch.tensor([5, 6, 7])
torch.cartesian_prod(points, features)
