import torch
import torch.nn.functional as F

points = torch.randn(8, 10, 3)  # a batch of 8 point clouds
F.pdist(points)
