import math

import torch

loss = torch.tensor(float("inf"))
value = loss.item()                 # a Python float, e.g. for logging

print(math.isfinite(value))         # use math for Python numbers
print(torch.isfinite(loss))         # or check the tensor itself
torch.isfinite(value)               # torch.isfinite only takes tensors
