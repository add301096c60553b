import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, -0.5, -0.3, 0.0, 0.3, 0.5, 0.8])
print(torch.nn.Hardshrink()(x))  # |x| <= 0.5 becomes 0, the rest passes unchanged
print(F.hardshrink(x, lambd=0.25))
print(x.hardshrink(0.25))  # the method form

x = torch.tensor([-1.0, 0.2, 0.5, 0.8], requires_grad=True)
torch.nn.Hardshrink()(x).sum().backward()
print(x.grad)  # 1 outside [-lambd, lambd], 0 inside
