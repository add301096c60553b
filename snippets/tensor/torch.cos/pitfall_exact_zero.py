import math

import torch

c = torch.cos(torch.tensor(math.pi / 2))

print(c)                                       # about -4.4e-08, not 0
print(c == 0)                                  # exact test fails
print(torch.isclose(c, torch.tensor(0.0), atol=1e-6))   # compare with a tolerance
