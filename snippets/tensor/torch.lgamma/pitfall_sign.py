import math

import torch

x = torch.tensor([-0.5, -1.5])
print(torch.exp(torch.lgamma(x)))              # both positive
print(math.gamma(-0.5), math.gamma(-1.5))      # Gamma(-0.5) is negative
print(torch.lgamma(torch.tensor([-1.0, 0.0])))  # poles give inf
