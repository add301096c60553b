import torch

heights = torch.tensor([1.7, 1.8, 1.6])
weights = torch.tensor([65.0, 80.0, 55.0])

table = torch.column_stack((heights, weights))   # each 1-D tensor becomes a column
print(table)

extra = torch.ones(3, 2)
print(torch.column_stack((table, extra, heights)).shape)   # matrices are appended as they are
