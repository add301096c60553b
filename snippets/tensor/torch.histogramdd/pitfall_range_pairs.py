import torch

points = torch.rand(10, 2)
print(torch.histogramdd(points, bins=2, range=[0.0, 1.0, 0.0, 1.0]).hist.shape)
torch.histogramdd(points, bins=2, range=[(0.0, 1.0), (0.0, 1.0)])    # NumPy style pairs
