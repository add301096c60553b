import torch

A = torch.tensor([[1, 2], [3, 4]])   # 整数张量
torch.det(A)
