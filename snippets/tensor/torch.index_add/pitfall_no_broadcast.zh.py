import torch

grid = torch.zeros(4, 3)
rows = torch.tensor([1, 3])
bump = torch.tensor([[10.0], [20.0]])          # 每行一个数，形状为 (2, 1)

grid.index_add_(0, rows, bump)                 # source 不会被广播到 (2, 3)
