import torch

y = torch.tensor([1.0, 2.0, 3.0])
x = torch.tensor([3.0, 1.0, 0.0])             # sample points in descending order
# nothing raises: the integral runs backwards and turns negative
print(torch.trapezoid(y, x))
order = x.argsort()
print(torch.trapezoid(y[order], x[order]))
