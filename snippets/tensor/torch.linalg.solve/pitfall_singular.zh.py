import torch

# 第二行是第一行的两倍：没有唯一解。
A = torch.tensor([[1.0, 2.0], [2.0, 4.0]])
b = torch.tensor([1.0, 2.0])

x = torch.linalg.solve(A, b)
