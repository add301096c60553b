import math

import torch

x = torch.tensor([math.pi / 2])
print(torch.tan(x))            # 很大的有限数，不是 inf
print(torch.tan(torch.tensor([math.pi / 2], dtype=torch.float64)))  # float64：另一个很大的数
print(torch.isinf(torch.tan(x)))
