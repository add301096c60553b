import torch

W = torch.ones(2, 3)
x = torch.ones(3, 1)      # 列“向量”其实是 (3, 1) 矩阵
torch.addmv(torch.zeros(2), W, x)
