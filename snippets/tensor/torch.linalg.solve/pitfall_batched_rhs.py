import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
As = torch.stack([A, 2 * A])  # a batch of two 2x2 systems
B = torch.tensor([[3.0, 1.0], [5.0, 0.0]])  # meant as two right-hand columns

X = torch.linalg.solve(As, B)
print(X.shape)  # read as one vector per system, not as a 2x2 matrix

X = torch.linalg.solve(As, B.expand(2, 2, 2))
print(X.shape)
