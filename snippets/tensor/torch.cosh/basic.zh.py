import torch

x = torch.tensor([-2.0, 0.0, 2.0])
print(torch.cosh(x))                         # 偶函数，>= 1
print(x.cosh().equal((x.exp() + (-x).exp()) / 2))
print(torch.tensor([0, 1]).cosh())           # 整数输入得到 float32

# 溢出点：float32 约在 89，float16 约在 11.8
print(torch.cosh(torch.tensor([89.0, 90.0])))
print(torch.cosh(torch.tensor([11.0, 12.0], dtype=torch.float16)))
