import torch
from torch.distributions import Normal

torch.manual_seed(0)
policy = torch.nn.Linear(4, 2)
mean, raw_scale = policy(-torch.ones(1, 4)).unbind(dim=-1)
print(raw_scale)
action_dist = Normal(mean, raw_scale)  # 直接拿线性层的原始输出当标准差，可能是负数
