import torch

xs = [torch.tensor([1, 2, 3])]              # the list of axes happens to have one entry
grid = torch.cartesian_prod(*xs)
print(grid.shape)                           # (3,), not (3, 1)
print(grid.reshape(-1, len(xs))[:, 0])      # making the column dimension explicit works
grid[:, 0]                                  # indexing the missing column fails
