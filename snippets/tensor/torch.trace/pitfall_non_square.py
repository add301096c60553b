import torch

M = torch.arange(6.0).reshape(2, 3)
print(M)
print(torch.trace(M))     # no error: sums M[0, 0] + M[1, 1] only
