import torch

W = torch.randn(2, 3)  # 列数多于行数的权重矩阵
U, H = torch.linalg.polar(W)
