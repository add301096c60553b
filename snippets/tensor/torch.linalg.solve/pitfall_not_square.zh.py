import torch

# 三次测量、两个未知数：方程比未知数多。
A = torch.tensor([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0]])
b = torch.tensor([1.0, 2.0, 2.0])

x = torch.linalg.solve(A, b)
