import torch

x = torch.zeros(3, 4)
col = torch.ones(3)                  # a single column, shape (3,)
print(x.slice_scatter(col.unsqueeze(1), dim=1, start=1, end=2))
x.slice_scatter(col, dim=1, start=1, end=2)   # the slice x[:, 1:2] is (3, 1)
