import torch

W = torch.ones(4, 2, 3)                   # 一批矩阵
v = torch.ones(3)
print((W @ v).shape)                      # matmul 会在批次维上广播
torch.mv(W, v)
