import torch
import torch.nn.functional as F
from torch.distributions import Normal

torch.manual_seed(0)
policy = torch.nn.Linear(4, 2)
mean, raw_scale = policy(-torch.ones(1, 4)).unbind(dim=-1)
assert torch.isfinite(mean).all(), "the network already produced NaN/inf: look upstream"
action_dist = Normal(mean, F.softplus(raw_scale) + 1e-5)  # 始终为正
print(action_dist.sample().shape, bool(action_dist.scale.gt(0).all()))
