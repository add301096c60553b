import torch

X = torch.ones(2, 3)                          # a data matrix, not square
print(torch.matrix_power(X @ X.T, 2).shape)
torch.matrix_power(X, 2)
