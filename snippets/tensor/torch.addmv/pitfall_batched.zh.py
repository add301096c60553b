import torch

W = torch.ones(4, 2, 3)   # 一批矩阵
x = torch.ones(4, 3)
torch.addmv(torch.zeros(4, 2), W, x)
