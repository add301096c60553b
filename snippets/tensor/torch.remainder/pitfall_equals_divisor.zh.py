import torch

x = torch.tensor([-1e-8, -0.5, 0.25])
r = torch.remainder(x, 1.0)
print(r)                 # 第一个值是 1.0，而不是小于 1 的数
print((r < 1.0).all())   # 预期的 [0, 1) 范围不成立

r64 = torch.remainder(x.double(), 1.0)
print(r64[0].item())     # float64 能表示 1 - 1e-8
