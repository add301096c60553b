import torch

# 由整数计数构造的协方差矩阵仍是整数张量。
counts = torch.tensor([[2, 1], [0, 1], [1, 0]])
cov = counts.T @ counts

L = torch.linalg.cholesky(cov)
