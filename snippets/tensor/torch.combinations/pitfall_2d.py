import torch

points = torch.randn(4, 2)      # 4 points in 2-D
torch.combinations(points)      # only 1-D input is accepted
