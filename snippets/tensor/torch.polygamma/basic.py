import math

import torch

x = torch.tensor([1.0, 2.0, 10.0])
print(torch.polygamma(0, x), torch.digamma(x))   # n = 0 is digamma
print(torch.polygamma(1, x))                     # trigamma; at 1 it is pi**2 / 6
print(math.pi**2 / 6)
print(x.polygamma(2))                            # method form: n comes second
