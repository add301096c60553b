import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([4.0, 5.0, 6.0])
print(torch.vdot(a, b))                   # 实数：与 dot 相同
# 复数：对第一个参数取共轭
u = torch.tensor([1j, 1 + 0j])
print(torch.vdot(u, u), torch.dot(u, u))  # 模长平方与普通平方和
x = torch.tensor([1 + 1j])
y = torch.tensor([2 + 0j])
print(x.vdot(y), y.vdot(x))               # 顺序有影响
