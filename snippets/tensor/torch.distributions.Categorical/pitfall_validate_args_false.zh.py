import torch
from torch.distributions import Categorical

dist = Categorical(probs=torch.tensor([0.5, 0.25, 0.25]), validate_args=False)
print(dist.log_prob(torch.tensor(1.7)))  # 被截断为类别 1，不报错
print(dist.log_prob(torch.tensor(1)))
