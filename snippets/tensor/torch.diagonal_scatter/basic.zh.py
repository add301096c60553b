import torch

m = torch.zeros(3, 3)

out = torch.diagonal_scatter(m, torch.tensor([1.0, 2.0, 3.0]))   # 写入主对角线
print(out)
print(m.diagonal_scatter(torch.tensor([9.0, 9.0]), offset=1))    # 上次对角线有 2 个元素
print(m.sum())                                                   # m 本身不变
