import torch

points = torch.randn(4, 2)      # 4 个二维点
torch.combinations(points)      # 只接受一维输入
