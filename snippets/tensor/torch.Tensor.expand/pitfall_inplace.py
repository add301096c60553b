import torch

base = torch.zeros(1, 3)
grid = base.expand(4, 3)
print(grid.clone().add_(1.0).shape)   # a real copy can be modified
grid.add_(1.0)                        # 4 rows share one row of memory
