import torch

x = torch.ones(3, requires_grad=True)
y = (x ** 2).sum()
y.backward()  # 标量输出：不传 gradient 参数
print(x.grad)

x.grad = None
z = x ** 2  # 非标量输出
z.backward(torch.ones_like(z))  # 形状与输出相同
print(x.grad)
