import math

import torch

x = torch.tensor([0.5, 1.0, 5.0, 171.0, 172.0])
print(torch.lgamma(x))              # log|Gamma(x)|; lgamma(5) = log(24)
print(torch.exp(torch.lgamma(x)))   # Gamma itself overflows float32 near 35

# log of a binomial coefficient C(1000, 10) without overflow
n, k = torch.tensor(1000.0), torch.tensor(10.0)
log_c = torch.lgamma(n + 1) - torch.lgamma(k + 1) - torch.lgamma(n - k + 1)
print(log_c, math.log(math.comb(1000, 10)))
