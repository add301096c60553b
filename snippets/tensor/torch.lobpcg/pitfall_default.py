import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
n = 30
ones = torch.ones(n, dtype=torch.float64)
L = torch.diag(2 * ones) - torch.diag(ones[1:], 1) - torch.diag(ones[1:], -1)

print(torch.lobpcg(L)[0])  # defaults: k=1 and the largest eigenvalue
print(torch.lobpcg(L, k=2, largest=False)[0])  # the smallest ones must be asked for
