import torch

rows = torch.tensor([[1, 1], [1, 1], [2, 3]])
# 不会报错：不给 dim 时先把张量展平
print(torch.unique_consecutive(rows))
print(torch.unique_consecutive(rows, dim=0))
