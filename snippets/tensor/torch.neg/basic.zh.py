import torch

x = torch.tensor([1.5, -2.0, 0.0])
print(torch.neg(x))                  # 等价于 -x
print(torch.negative(x).equal(-x))   # 另一种写法

mask = torch.tensor([True, False])
print(~mask)                         # 对掩码取反：用 ~ 或 logical_not，不要用 -

x.neg_()                             # 原地操作
print(x)
