import torch

a = torch.tensor([0.0, 4.0], requires_grad=True)
y = torch.where(a > 0, a.sqrt(), 0.0)      # sqrt(0) 从未被选中……
y.sum().backward()
print(y, a.grad)                           # ……但它的 inf 梯度乘以 0 得到 nan

b = torch.tensor([0.0, 4.0], requires_grad=True)
safe = torch.where(b > 0, b, 1.0)          # 先把输入变得安全
y = torch.where(b > 0, safe.sqrt(), 0.0)
y.sum().backward()
print(y, b.grad)
