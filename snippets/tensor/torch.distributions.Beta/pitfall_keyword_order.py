import torch
from torch.distributions import Beta

# Meant: a=2, b=5 as in scipy.stats.beta(2, 5) or numpy's beta(2, 5), mean 2/7
dist = Beta(concentration0=torch.tensor(2.0), concentration1=torch.tensor(5.0))
print(dist.mean)  # 5/7: concentration1 is a, concentration0 is b

print(Beta(torch.tensor(2.0), torch.tensor(5.0)).mean)  # positional order is (a, b)
