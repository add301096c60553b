import torch
import torch.nn.functional as F

x = torch.tensor([-3.0, -1.0, 0.0, 0.5, 2.0, 7.0])
print(torch.nn.Hardtanh()(x))  # 截断到 [-1, 1]
print(torch.nn.Hardtanh(0.0, 6.0)(x))  # 与 ReLU6 相同
print(torch.equal(F.hardtanh(x, 0.0, 6.0), torch.nn.ReLU6()(x)))

x = torch.tensor([-3.0, 0.5, 2.0], requires_grad=True)
torch.nn.Hardtanh()(x).sum().backward()
print(x.grad)  # 被截断的位置梯度为 0

y = torch.tensor([-3.0, 0.5, 2.0])
F.hardtanh_(y)  # 原地版本直接改写 y
print(y)
