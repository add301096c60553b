import torch

x = torch.zeros(3, 4)
row = torch.ones(1, 4)               # 例如来自 x[1:2]
print(x.select_scatter(row.squeeze(0), dim=0, index=1))
x.select_scatter(row, dim=0, index=1)
