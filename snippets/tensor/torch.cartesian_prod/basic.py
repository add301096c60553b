import torch

lrs = torch.tensor([0.1, 0.01])
decays = torch.tensor([0.0, 1e-4, 1e-2])

grid = torch.cartesian_prod(lrs, decays)    # every pair, the first input varying slowest
print(grid)
print(grid.shape)                           # (2 * 3, 2)
