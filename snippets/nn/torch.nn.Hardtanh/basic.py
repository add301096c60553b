import torch
import torch.nn.functional as F

x = torch.tensor([-3.0, -1.0, 0.0, 0.5, 2.0, 7.0])
print(torch.nn.Hardtanh()(x))  # clipped to [-1, 1]
print(torch.nn.Hardtanh(0.0, 6.0)(x))  # the same as ReLU6
print(torch.equal(F.hardtanh(x, 0.0, 6.0), torch.nn.ReLU6()(x)))

x = torch.tensor([-3.0, 0.5, 2.0], requires_grad=True)
torch.nn.Hardtanh()(x).sum().backward()
print(x.grad)  # zero wherever the value was clipped

y = torch.tensor([-3.0, 0.5, 2.0])
F.hardtanh_(y)  # the in-place spelling overwrites y
print(y)
