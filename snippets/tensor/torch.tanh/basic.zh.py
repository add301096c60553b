import torch

x = torch.tensor([-10.0, -1.0, 0.0, 0.5, 10.0], requires_grad=True)
y = torch.tanh(x)
print(y)                              # 压缩到 (-1, 1)

y.sum().backward()
print(x.grad)                         # 1 - tanh(x)**2：|x| 大时趋于零
print(torch.tensor([1, 2]).tanh())    # 整数输入得到 float32
