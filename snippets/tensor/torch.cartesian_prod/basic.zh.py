import torch

lrs = torch.tensor([0.1, 0.01])
decays = torch.tensor([0.0, 1e-4, 1e-2])

grid = torch.cartesian_prod(lrs, decays)    # 所有组合，第一个输入变化最慢
print(grid)
print(grid.shape)                           # (2 * 3, 2)
