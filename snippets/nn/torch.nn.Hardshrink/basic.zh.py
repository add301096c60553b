import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, -0.5, -0.3, 0.0, 0.3, 0.5, 0.8])
print(torch.nn.Hardshrink()(x))  # |x| <= 0.5 的元素变为 0，其余原样保留
print(F.hardshrink(x, lambd=0.25))
print(x.hardshrink(0.25))  # 方法形式

x = torch.tensor([-1.0, 0.2, 0.5, 0.8], requires_grad=True)
torch.nn.Hardshrink()(x).sum().backward()
print(x.grad)  # 区间 [-lambd, lambd] 外为 1，区间内为 0
