import torch

x = torch.ones(3, requires_grad=True)
y = (x ** 2).sum()  # already a scalar
y.backward(torch.ones(3))  # a gradient shaped like x, not like y
