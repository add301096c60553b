import torch

x = torch.tensor([-1.0, -0.0, 0.0, 2.0, float("nan"), -float("nan")])
print(torch.signbit(x))   # -0.0 和负号的 nan 也是 True
print(x < 0)              # -0.0 并不小于 0

print(torch.signbit(torch.tensor([-3, 0, 5])))   # 整数也可以
