import torch

# the strict upper triangle (offset=1): each pair (i, j) with i < j once
i, j = torch.triu_indices(4, 4, offset=1)
print(i, j)
# pairwise distances without duplicates or the zero diagonal
points = torch.tensor([[0.0, 0.0], [3.0, 4.0], [6.0, 8.0], [0.0, 1.0]])
d = torch.cdist(points, points)
print(d[i, j])
# a non-square shape
print(torch.triu_indices(2, 4))
