import torch

heights = torch.tensor([1.6, 1.8, 1.7])
weights = torch.tensor([60.0, 80.0, 70.0])

features = torch.hstack([heights, weights])
print(features.shape)                       # 得到 (6,)，而不是本想要的 (3, 2) 表格
print(torch.column_stack([heights, weights]).shape)
