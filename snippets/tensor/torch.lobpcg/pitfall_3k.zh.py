import torch

torch.manual_seed(0)
M = torch.randn(9, 9, dtype=torch.float64)
A = M @ M.mT  # 对称，9 x 9

# 4 个特征对至少需要 3 * 4 = 12 行
torch.lobpcg(A, k=4)
