import torch

x = torch.zeros(3, 4)
col = torch.ones(3)                  # 单独一列，形状 (3,)
print(x.slice_scatter(col.unsqueeze(1), dim=1, start=1, end=2))
x.slice_scatter(col, dim=1, start=1, end=2)   # 切片 x[:, 1:2] 的形状是 (3, 1)
