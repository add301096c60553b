import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)  # the starting block X is random when not given
n = 30
# 1-D Laplacian: symmetric positive definite, stored sparse
ones = torch.ones(n, dtype=torch.float64)
L = (torch.diag(2 * ones) - torch.diag(ones[1:], 1) - torch.diag(ones[1:], -1)).to_sparse()

eigvals, eigvecs = torch.lobpcg(L, k=3, largest=False)  # the three smallest
print(eigvals)
print(eigvecs.shape)
print(torch.linalg.eigvalsh(L.to_dense())[:3])  # dense reference
