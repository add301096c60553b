import torch

m = torch.zeros(2, 2)
m.diagonal_scatter(torch.ones(2))     # 结果被丢弃：m 没有变化
print(m)

m.diagonal().copy_(torch.ones(2))     # 通过对角线视图原地写入
print(m)
