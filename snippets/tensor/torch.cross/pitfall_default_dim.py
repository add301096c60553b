import torch

# three 3-D vectors, one per row
a = torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
b = torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]])

print(torch.cross(a, b, dim=-1))   # row by row: what was meant
print(torch.cross(a, b))           # no dim: the first size-3 dimension (0) is used, and it warns
