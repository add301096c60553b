import torch

x = torch.ones(3, requires_grad=True)
y = (x ** 2).sum()  # 已经是标量
y.backward(torch.ones(3))  # 梯度的形状与 x 相同，而不是与 y 相同
