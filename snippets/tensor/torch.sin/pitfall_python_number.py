import math

import torch

theta = math.pi / 4                        # a Python float

print(math.sin(theta))                     # math for numbers
print(torch.sin(torch.tensor(theta)))      # or make it a tensor
torch.sin(theta)                           # torch.sin only takes tensors
