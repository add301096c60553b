import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
loss = (x ** 2).sum()  # 标量输出
loss.backward()
print(x.grad)  # d(sum x^2)/dx = 2x

# 非标量输出需要显式传入形状相同的 `gradient`
x.grad = None
y = x * 3
y.backward(gradient=torch.ones_like(y))
print(x.grad)
