import math

import torch

print(math.radians(90))                          # math for a plain number
torch.deg2rad(90)                                # torch.deg2rad only takes tensors
