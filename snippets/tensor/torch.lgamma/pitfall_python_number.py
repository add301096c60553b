import math

import torch

print(math.lgamma(11.0))                 # log(10!) of a Python number
print(torch.lgamma(torch.tensor(11.0)))  # or wrap it in a tensor
torch.lgamma(11.0)                       # torch.lgamma takes tensors only
