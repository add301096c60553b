import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor(2.0, device=device, requires_grad=True)
y = x ** 3

# First derivative; create_graph=True makes the result differentiable
(dy,) = torch.autograd.grad(y, x, create_graph=True)
print(dy)  # 3x^2 = 12
(d2y,) = torch.autograd.grad(dy, x)
print(d2y)  # 6x = 12
print(x.grad)  # autograd.grad does not touch .grad

# Several inputs -> a tuple of gradients in the same order
a = torch.tensor(1.0, device=device, requires_grad=True)
b = torch.tensor(5.0, device=device, requires_grad=True)
print(torch.autograd.grad(a * b, [a, b]))
