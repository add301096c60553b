import torch
import torch.nn.functional as F

torch.manual_seed(0)
u = F.normalize(torch.randn(3, 64), dim=1)   # unit vectors
cos = (u * u).sum(dim=1)                     # each with itself: 1 in exact arithmetic
print(cos - 1)                               # rounding pushes one just above 1
print(torch.acos(cos))                       # NaN, silently

print(torch.acos(cos.clamp(-1.0, 1.0)))      # clamp into the domain first
