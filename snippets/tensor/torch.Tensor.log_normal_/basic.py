import math

import torch

torch.manual_seed(0)
x = torch.empty(100000).log_normal_(mean=0.0, std=0.5)
print(x.min() > 0)                                   # always positive
print(x.log().mean().abs() < 0.01, x.log().std().round(decimals=2))   # the underlying normal
print(x.mean().round(decimals=2), round(math.exp(0.0 + 0.5**2 / 2), 2))    # mean of x is exp(mu + sigma**2 / 2)

g = torch.Generator().manual_seed(0)
print(torch.empty(3).log_normal_(generator=g))       # defaults: mean=1, std=2, heavy-tailed
