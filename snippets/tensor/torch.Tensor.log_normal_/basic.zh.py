import math

import torch

torch.manual_seed(0)
x = torch.empty(100000).log_normal_(mean=0.0, std=0.5)
print(x.min() > 0)                                   # 总是正数
print(x.log().mean().abs() < 0.01, x.log().std().round(decimals=2))   # 底层正态分布的参数
print(x.mean().round(decimals=2), round(math.exp(0.0 + 0.5**2 / 2), 2))    # x 的均值是 exp(mu + sigma**2 / 2)

g = torch.Generator().manual_seed(0)
print(torch.empty(3).log_normal_(generator=g))       # 默认 mean=1、std=2，尾部很重
