import torch

bias = torch.zeros(3, 5)
a = torch.ones(3, 4)  # 普通矩阵，没有批次维度
b = torch.ones(4, 5)

out = torch.baddbmm(bias, a, b)
