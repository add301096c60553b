import torch

# 共现计数：一个整数矩阵。
counts = torch.tensor([[3, 0, 1], [0, 2, 2], [1, 1, 0], [4, 0, 0]])

U, S, Vh = torch.linalg.svd(counts, full_matrices=False)
