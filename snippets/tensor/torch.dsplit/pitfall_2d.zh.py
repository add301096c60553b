import torch

x = torch.zeros(4, 6)
torch.dsplit(x, 2)          # dsplit 作用于第 2 维，矩阵没有这一维
