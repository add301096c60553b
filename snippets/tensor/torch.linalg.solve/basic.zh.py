import torch

# 2x + y = 3 且 x + 3y = 5
A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
b = torch.tensor([3.0, 5.0])

x = torch.linalg.solve(A, b)
print(x)
print(torch.allclose(A @ x, b))

# 一次求解多个右端项：B 的各列。
B = torch.tensor([[3.0, 1.0], [5.0, 0.0]])
X = torch.linalg.solve(A, B)
print(X.shape, torch.allclose(A @ X, B))
