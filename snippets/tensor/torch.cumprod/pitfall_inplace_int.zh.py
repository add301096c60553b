import torch

x = torch.tensor([100, 100, 100], dtype=torch.int8)
print(x.cumprod(0))     # 函数版本按 int64 累乘
x.cumprod_(0)           # 原地版本保持 int8，溢出后回绕
print(x)
