import torch

A = torch.randn(1000, 3)

U, S, Vh = torch.linalg.svd(A)  # full_matrices=True by default
print(U.shape)  # 1000 x 1000: a million numbers for a 1000 x 3 input

U, S, Vh = torch.linalg.svd(A, full_matrices=False)
print(U.shape)
