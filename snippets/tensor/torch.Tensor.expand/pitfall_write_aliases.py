import torch

base = torch.zeros(1, 3)
grid = base.expand(2, 3)
grid[0, 0] = 5.0          # one write...
print(grid)               # ...shows up in every row
print(base)               # and in the original
