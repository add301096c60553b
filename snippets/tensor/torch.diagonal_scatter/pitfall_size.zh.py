import torch

m = torch.zeros(3, 3)
m.diagonal_scatter(torch.ones(2))     # 3 x 3 的主对角线有 3 个元素
