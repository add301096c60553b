import math

import torch

a = torch.tensor([1.5, 2.0, 10.0])
print(torch.mvlgamma(a, p=3))

# 按定义：p(p-1)/4 log(pi) + sum_j lgamma(a - j/2)
p = 3
by_hand = p * (p - 1) / 4 * math.log(math.pi) + sum(torch.lgamma(a - j / 2) for j in range(p))
print(by_hand)
print(torch.mvlgamma(a, 1) - torch.lgamma(a))   # p = 1 时就是 lgamma
