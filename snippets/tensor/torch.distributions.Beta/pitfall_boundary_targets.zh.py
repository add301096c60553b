import torch
from torch.distributions import Beta

dist = Beta(torch.tensor([2.0, 2.0, 0.5]), torch.tensor([5.0, 5.0, 0.5]))
targets = torch.tensor([0.0, 1.0, 1.0])  # 恰好落在两端的比例值

print(dist.log_prob(targets))  # 能通过参数校验，但结果是无穷
print(-dist.log_prob(targets).mean())

eps = 1e-4
print(dist.log_prob(targets.clamp(eps, 1 - eps)))
