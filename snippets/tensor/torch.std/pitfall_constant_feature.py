import torch

column = torch.tensor([2.0, 2.0, 2.0])     # a feature that never changes

print((column - column.mean()) / column.std())           # 0 / 0 = nan
print((column - column.mean()) / (column.std() + 1e-6))  # eps keeps it finite
