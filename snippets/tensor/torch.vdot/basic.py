import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([4.0, 5.0, 6.0])
print(torch.vdot(a, b))                   # real: the same as dot
# complex: the FIRST argument is conjugated
u = torch.tensor([1j, 1 + 0j])
print(torch.vdot(u, u), torch.dot(u, u))  # squared norm vs. a plain sum of squares
x = torch.tensor([1 + 1j])
y = torch.tensor([2 + 0j])
print(x.vdot(y), y.vdot(x))               # order matters
