import torch

x = torch.tensor([0.0, 1.0, 3.0, 5.0, 10.0])
print(torch.erfc(x))             # 直接计算 1 - erf(x)
print(1 - torch.erf(x))          # 相减后尾部数值丢失
print(torch.tensor([-1.0, 0.0]).erfc())   # erfc(-x) = 2 - erfc(x)
