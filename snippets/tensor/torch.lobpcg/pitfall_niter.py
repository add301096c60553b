import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
n = 30
ones = torch.ones(n, dtype=torch.float64)
L = torch.diag(2 * ones) - torch.diag(ones[1:], 1) - torch.diag(ones[1:], -1)

print(torch.lobpcg(L, k=3, largest=False, niter=3)[0])  # stopped early: no warning
print(torch.linalg.eigvalsh(L)[:3])
