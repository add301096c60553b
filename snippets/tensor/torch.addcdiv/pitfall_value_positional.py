import torch

p = torch.zeros(3)
g = torch.ones(3)
s = torch.full((3,), 4.0)
print(torch.addcdiv(p, g, s, value=-0.1))
torch.addcdiv(p, g, s, -0.1)
