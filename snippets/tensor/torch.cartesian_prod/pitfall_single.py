import torch

xs = [torch.tensor([1, 2, 3])]              # the list of axes happens to have one entry
grid = torch.cartesian_prod(*xs)
print(grid.shape)                           # (3,), not (3, 1)
print(grid.reshape(-1, len(xs)).shape)      # make the column dimension explicit
