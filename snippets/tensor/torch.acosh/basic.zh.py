import torch

x = torch.tensor([1.0, 2.0, 10.0, 1e30])
print(torch.acosh(x))                      # 定义域 x >= 1，结果 >= 0
print(x.arccosh())                         # arccosh 是同一个函数
print(torch.acosh(torch.cosh(torch.tensor([-2.0, 2.0]))))   # 只返回非负的那一支
