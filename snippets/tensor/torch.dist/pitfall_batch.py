import torch

x = torch.tensor([[0.0, 0.0], [1.0, 1.0]])   # two points
y = torch.tensor([[3.0, 4.0], [1.0, 1.0]])   # two more points

print(torch.dist(x, y))                          # one number for everything, not one per row
print(torch.linalg.vector_norm(x - y, dim=1))    # row by row
