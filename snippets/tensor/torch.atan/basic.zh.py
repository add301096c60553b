import torch

x = torch.tensor([-float("inf"), -1.0, 0.0, 1.0, 1e6])
print(torch.atan(x))                   # 弧度，范围 (-pi/2, pi/2)；可以输入 inf
print(x.arctan())                      # arctan 是同一个函数
print(torch.tensor([0, 1]).atan())     # 整数输入得到 float32
