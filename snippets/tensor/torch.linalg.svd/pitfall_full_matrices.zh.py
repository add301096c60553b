import torch

A = torch.randn(1000, 3)

U, S, Vh = torch.linalg.svd(A)  # 默认 full_matrices=True
print(U.shape)  # 1000 x 1000：输入只是 1000 x 3，却要一百万个数

U, S, Vh = torch.linalg.svd(A, full_matrices=False)
print(U.shape)
