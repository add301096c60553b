import math

import torch

x = torch.tensor([1.0, 2.0])
print(torch.sinc(x))                  # about 0: sin(pi) / pi and sin(2 pi) / (2 pi)
print(torch.sin(x) / x)               # what sin(x) / x would give
print(torch.sinc(x / math.pi))        # the unnormalised sinc
