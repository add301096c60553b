import torch

a = torch.ones(3)
b = a.float()          # already float32: returns a itself, no copy
b[0] = 5.0
print(a, b is a)

c = a.float().clone()  # an independent copy
c[1] = 7.0
print(a)
