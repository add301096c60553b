import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
b = torch.tensor([3.0, 5.0, 1.0])  # 对两个未知数来说多了一个值

x = torch.linalg.solve(A, b)
