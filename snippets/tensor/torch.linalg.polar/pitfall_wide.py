import torch

W = torch.randn(2, 3)  # a weight matrix with more columns than rows
U, H = torch.linalg.polar(W)
