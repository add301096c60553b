import torch

x = torch.tensor([-10.0, -1.0, 0.0, 0.5, 10.0], requires_grad=True)
y = torch.tanh(x)
print(y)                              # squashed into (-1, 1)

y.sum().backward()
print(x.grad)                         # 1 - tanh(x)**2: vanishes for large |x|
print(torch.tensor([1, 2]).tanh())    # integer input gives float32
