import torch

z = torch.tensor([-1 + 2j, 3 - 1j])
print(torch.signbit(z.real))   # ask about one component
torch.signbit(z)               # a complex number has no single sign bit
