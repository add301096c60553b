import math

import torch

ratio = 1000

print(math.log10(ratio))     # Python numbers: use math
torch.log10(ratio)           # torch.log10 takes a tensor
