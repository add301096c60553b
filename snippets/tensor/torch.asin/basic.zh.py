import torch

x = torch.tensor([-1.0, -0.5, 0.0, 0.5, 1.0])
print(torch.asin(x))                       # 弧度，范围 [-pi/2, pi/2]
print(torch.rad2deg(x.arcsin()))           # arcsin 是同一个函数
print(torch.asin(torch.tensor([1.5, -2.0])))   # 超出 [-1, 1]：NaN，不报错
