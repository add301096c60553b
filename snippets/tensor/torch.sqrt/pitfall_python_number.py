import math

import torch

scores = torch.ones(2, 2)
d_k = 64                                    # a Python int, e.g. from the config

print(scores / math.sqrt(d_k))              # math.sqrt (or d_k ** 0.5) for numbers
scores / torch.sqrt(d_k)                    # torch.sqrt only takes tensors
