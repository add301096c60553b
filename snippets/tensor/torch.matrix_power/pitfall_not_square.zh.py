import torch

X = torch.ones(2, 3)                          # 数据矩阵，不是方阵
print(torch.matrix_power(X @ X.T, 2).shape)
torch.matrix_power(X, 2)
