import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, -0.5, -0.3, 0.0, 0.3, 0.5, 1.0])
print(torch.nn.Softshrink()(x))  # magnitudes pulled towards 0 by 0.5, small ones become 0
print(torch.nn.Hardshrink()(x))  # for comparison: survivors keep their value
print(F.softshrink(x, lambd=0.25))

x = torch.tensor([-1.0, 0.2, 0.5, 0.8], requires_grad=True)
F.softshrink(x).sum().backward()
print(x.grad)
