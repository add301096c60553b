import math

import torch

a = torch.tensor([2**40])
b = torch.tensor([2**40 + 1])
print(torch.lcm(a, b))                  # wrapped around int64, no error
print(math.lcm(2**40, 2**40 + 1))       # the true value needs 81 bits

c = torch.tensor([300], dtype=torch.int16)
print(torch.lcm(c, torch.tensor([299], dtype=torch.int16)))   # int16 wraps much earlier
