import torch

A = torch.ones(2, 3)
w = torch.ones(2)                         # meant to contract the first dim
print(torch.inner(A.T, w))                # inner always uses the last dims
torch.inner(A, w)
