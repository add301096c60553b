import torch
from torch.distributions import Beta

dist = Beta(torch.tensor([2.0, 2.0, 0.5]), torch.tensor([5.0, 5.0, 0.5]))
targets = torch.tensor([0.0, 1.0, 1.0])  # proportions that hit the ends exactly

print(dist.log_prob(targets))  # accepted by validation, but infinite
print(-dist.log_prob(targets).mean())

eps = 1e-4
print(dist.log_prob(targets.clamp(eps, 1 - eps)))
