import math

import torch

y = torch.tensor([-0.5, 0.0, 0.5, 0.9])
x = torch.erfinv(y)
print(x)
print(torch.erf(x))                               # round trip back to y
print(torch.tensor([1.0, -1.0, 1.5]).erfinv())    # edges give +-inf, outside gives nan

# normal quantile: sqrt(2) * erfinv(2p - 1)
p = torch.tensor([0.5, 0.975])
print(math.sqrt(2) * torch.erfinv(2 * p - 1))
print(torch.special.ndtri(p))
