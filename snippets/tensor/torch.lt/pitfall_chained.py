import torch

x = torch.tensor([0.2, -1.0, 0.7])

print((0 < x) & (x < 1))     # what was meant
mask = 0 < x < 1             # Python runs (0 < x) and (x < 1): `and` needs one bool
