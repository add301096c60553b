import math

import torch

x = torch.tensor([math.pi / 2])
print(torch.tan(x))            # a large finite number, not inf
print(torch.tan(torch.tensor([math.pi / 2], dtype=torch.float64)))  # float64: another large number
print(torch.isinf(torch.tan(x)))
