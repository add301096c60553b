import torch

a = torch.tensor([3.0, 5.0, 1e30])
b = torch.tensor([4.0, 12.0, 1e30])
print(torch.hypot(a, b))           # sqrt(a**2 + b**2)
print(torch.sqrt(a**2 + b**2))     # 直接按公式算，1e30 时溢出

# 广播：点到原点的距离
xy = torch.tensor([[1.0, 1.0], [6.0, 8.0]])
print(torch.hypot(xy[:, 0], xy[:, 1]))
