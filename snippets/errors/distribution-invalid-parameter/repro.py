import torch
from torch.distributions import Normal

torch.manual_seed(0)
policy = torch.nn.Linear(4, 2)
mean, raw_scale = policy(-torch.ones(1, 4)).unbind(dim=-1)
print(raw_scale)
action_dist = Normal(mean, raw_scale)  # a raw linear output as the standard deviation can be negative
