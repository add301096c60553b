import torch

heights = torch.tensor([1.7, 1.8, 1.6])
weights = torch.tensor([65.0, 80.0, 55.0])

table = torch.column_stack((heights, weights))   # 每个一维张量成为一列
print(table)

extra = torch.ones(3, 2)
print(torch.column_stack((table, extra, heights)).shape)   # 矩阵按原样追加列
