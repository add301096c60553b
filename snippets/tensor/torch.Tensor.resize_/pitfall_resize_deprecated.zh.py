import torch

x = torch.arange(6.0)
y = x.resize(2, 3)           # 不带下划线的方法已弃用
print(y.shape)
