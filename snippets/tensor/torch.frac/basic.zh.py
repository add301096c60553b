import torch

x = torch.tensor([2.7, -2.7, 0.5, -0.5])
print(torch.frac(x))                   # 保留 x 的符号
print(torch.fix(x) + torch.frac(x))    # x = fix(x) + frac(x)
print(x - torch.floor(x))              # 总在 [0, 1) 内
