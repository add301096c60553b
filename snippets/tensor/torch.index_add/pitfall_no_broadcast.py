import torch

grid = torch.zeros(4, 3)
rows = torch.tensor([1, 3])
bump = torch.tensor([[10.0], [20.0]])          # one number per row, shape (2, 1)

grid.index_add_(0, rows, bump)                 # source is not broadcast to (2, 3)
