import torch

base = torch.zeros(1, 3)
grid = base.expand(4, 3)
print(grid.clone().add_(1.0).shape)   # 真正的副本可以修改
grid.add_(1.0)                        # 4 行共享同一行内存
