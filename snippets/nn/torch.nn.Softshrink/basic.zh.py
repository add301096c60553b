import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, -0.5, -0.3, 0.0, 0.3, 0.5, 1.0])
print(torch.nn.Softshrink()(x))  # 幅度整体向 0 收缩 0.5，较小的变为 0
print(torch.nn.Hardshrink()(x))  # 对比：硬收缩保留下来的元素数值不变
print(F.softshrink(x, lambd=0.25))

x = torch.tensor([-1.0, 0.2, 0.5, 0.8], requires_grad=True)
F.softshrink(x).sum().backward()
print(x.grad)
