import torch

a = torch.tensor([0.2, 0.6, 1.5])      # p = 3 时要求 a > 1
print(torch.mvlgamma(a, p=3))          # 得到有限值，不报错
print(a > (3 - 1) / 2)                 # 哪些输入是合法的
