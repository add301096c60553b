import torch

x = torch.zeros(4, 4)
# 写入第 0 行和第 2 行（start=0、step=2）
print(torch.slice_scatter(x, torch.ones(2, 4), dim=0, start=0, step=2))
# 最后两列：src 的形状等于 x[:, 2:] 的形状
out = x.slice_scatter(torch.full((4, 2), 7.0), dim=1, start=2)
print(out)
print(x.sum())                       # x 本身没有变
