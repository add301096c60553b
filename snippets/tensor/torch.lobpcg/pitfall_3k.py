import torch

torch.manual_seed(0)
M = torch.randn(9, 9, dtype=torch.float64)
A = M @ M.mT  # symmetric, 9 x 9

# 4 eigenpairs need at least 3 * 4 = 12 rows
torch.lobpcg(A, k=4)
