import math

import torch

x = torch.tensor([0.0, 0.5, 1.0, 2.0, -1.0])
print(torch.erf(x))                        # odd function, tends to +-1
print(torch.tensor([0, 1, 2]).erf())       # integer input gives float32

# standard normal CDF: Phi(x) = (1 + erf(x / sqrt(2))) / 2
z = torch.tensor([-1.96, 0.0, 1.96])
print(0.5 * (1 + torch.erf(z / math.sqrt(2))))

# exact GELU: x * Phi(x)
print(z * 0.5 * (1 + torch.erf(z / math.sqrt(2))))
print(torch.nn.functional.gelu(z))
