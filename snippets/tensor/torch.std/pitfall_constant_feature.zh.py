import torch

column = torch.tensor([2.0, 2.0, 2.0])     # 一个从不变化的特征

print((column - column.mean()) / column.std())           # 0 / 0 = nan
print((column - column.mean()) / (column.std() + 1e-6))  # 加上 eps 保持有限
