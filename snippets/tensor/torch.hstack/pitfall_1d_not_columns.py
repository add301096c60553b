import torch

heights = torch.tensor([1.6, 1.8, 1.7])
weights = torch.tensor([60.0, 80.0, 70.0])

features = torch.hstack([heights, weights])
print(features.shape)                       # (6,), not the (3, 2) table that was meant
print(torch.column_stack([heights, weights]).shape)
