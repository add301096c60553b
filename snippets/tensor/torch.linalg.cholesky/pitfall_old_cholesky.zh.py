import torch

A = torch.tensor([[4.0, 2.0], [2.0, 3.0]])
L = torch.cholesky(A)  # 写于 torch.linalg 出现之前
