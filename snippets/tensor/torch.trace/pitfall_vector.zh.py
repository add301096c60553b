import torch

A = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0]])
d = torch.diag(A)          # 对角线，一维向量

print(d.sum())             # 它的和就是迹
torch.trace(d)             # trace 本身需要的是矩阵
