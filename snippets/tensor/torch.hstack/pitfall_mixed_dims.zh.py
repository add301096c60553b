import torch

table = torch.zeros(3, 2)
new_column = torch.ones(3)     # 一维，而不是 (3, 1)

torch.hstack([table, new_column])
