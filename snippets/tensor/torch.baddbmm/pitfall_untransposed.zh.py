import torch

q = torch.randn(2, 3, 4)  # （批次，查询数，特征维度）
k = torch.randn(2, 5, 4)  # （批次，键数，特征维度）
bias = torch.zeros(3, 5)

scores = torch.baddbmm(bias, q, k)  # k 应该是（批次，特征维度，键数）
