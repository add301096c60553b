import torch

x = torch.tensor([0.9999999, 1.0, 1.5], requires_grad=True)
y = torch.acosh(x)
print(y)                  # just below 1: NaN, no error
y[1:].sum().backward()
print(x.grad)             # inf at exactly 1; NaN even for the element left out
