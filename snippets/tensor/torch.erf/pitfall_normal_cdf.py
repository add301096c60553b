import math

import torch

z = torch.tensor([1.0, 1.96])

print(0.5 * (1 + torch.erf(z)))                    # not the normal CDF
print(0.5 * (1 + torch.erf(z / math.sqrt(2))))     # Phi(1) = 0.8413, Phi(1.96) = 0.975
print(torch.special.ndtr(z))                       # the same, built in
