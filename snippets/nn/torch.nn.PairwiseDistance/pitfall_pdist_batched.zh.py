import torch
import torch.nn.functional as F

points = torch.randn(8, 10, 3)  # 一批 8 个点云
F.pdist(points)
