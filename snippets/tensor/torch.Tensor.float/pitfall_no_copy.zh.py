import torch

a = torch.ones(3)
b = a.float()          # 已经是 float32：返回 a 本身，不复制
b[0] = 5.0
print(a, b is a)

c = a.float().clone()  # 独立的副本
c[1] = 7.0
print(a)
