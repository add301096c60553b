import torch

x = torch.ones(3, requires_grad=True)
y = (x ** 2).sum()
y.backward()  # scalar output: no gradient argument
print(x.grad)

x.grad = None
z = x ** 2  # non-scalar output
z.backward(torch.ones_like(z))  # shaped like the output
print(x.grad)
