import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device, requires_grad=True)
y = x.exp()   # exp saves its output for the backward pass
y.add_(1.0)   # ...and this overwrites it

print(y._version)  # every in-place op bumps the version counter
y.sum().backward()
