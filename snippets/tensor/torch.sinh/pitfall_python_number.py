import math

import torch

print(math.sinh(1.0))                  # for a Python number
print(torch.sinh(torch.tensor(1.0)))   # for a tensor
torch.sinh(1.0)                        # torch.sinh takes tensors only
