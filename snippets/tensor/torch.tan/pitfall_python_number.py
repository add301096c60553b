import math

import torch

theta = math.radians(30)
print(math.tan(theta))                  # for a Python number
print(torch.tan(torch.tensor(theta)))   # for a tensor
torch.tan(theta)                        # torch.tan takes tensors only
