import torch

torch.manual_seed(0)
u = torch.rand(10_000)     # [0, 1) 均匀分布：均值 0.5，不会为负
n = torch.randn(10_000)    # 标准正态分布：均值 0，标准差 1
print(round(u.mean().item(), 1), bool((u < 0).any()))
print(round(abs(n.mean().item()), 1), round(n.std().item(), 1), bool((n < 0).any()))
