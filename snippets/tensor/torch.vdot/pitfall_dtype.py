import torch

a = torch.tensor([1.0, 2.0])
b = torch.tensor([3.0, 4.0], dtype=torch.float64)
print(torch.vdot(a, b.float()))
torch.vdot(a, b)
