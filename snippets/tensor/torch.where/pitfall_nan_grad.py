import torch

a = torch.tensor([0.0, 4.0], requires_grad=True)
y = torch.where(a > 0, a.sqrt(), 0.0)      # sqrt(0) is never selected...
y.sum().backward()
print(y, a.grad)                           # ...but its inf gradient times 0 gives nan

b = torch.tensor([0.0, 4.0], requires_grad=True)
safe = torch.where(b > 0, b, 1.0)          # make the input safe first
y = torch.where(b > 0, safe.sqrt(), 0.0)
y.sum().backward()
print(y, b.grad)
