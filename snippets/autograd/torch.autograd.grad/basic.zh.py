import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor(2.0, device=device, requires_grad=True)
y = x ** 3

# 一阶导数；create_graph=True 让结果本身可以再求导
(dy,) = torch.autograd.grad(y, x, create_graph=True)
print(dy)  # 3x^2 = 12
(d2y,) = torch.autograd.grad(dy, x)
print(d2y)  # 6x = 12
print(x.grad)  # autograd.grad 不会改动 .grad

# 多个输入 -> 按相同顺序返回梯度元组
a = torch.tensor(1.0, device=device, requires_grad=True)
b = torch.tensor(5.0, device=device, requires_grad=True)
print(torch.autograd.grad(a * b, [a, b]))
