import torch
from torch.distributions import Beta

dist = Beta(torch.tensor(2.0), torch.tensor(5.0))
scores = torch.tensor([0.2, 0.7, 1.2])  # 有一个值跑出了 (0, 1)
dist.log_prob(scores)
