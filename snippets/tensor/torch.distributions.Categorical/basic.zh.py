import torch
from torch.distributions import Categorical

torch.manual_seed(0)
logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.0, 0.0, 0.0]])  # 2 行，每行 3 个类别
dist = Categorical(logits=logits)

print(dist.batch_shape, dist.event_shape)
print(dist.probs)

actions = dist.sample()  # 每行一个类别索引
print(actions, actions.dtype)
print(dist.sample((4,)).shape)  # sample_shape 在最前面

print(dist.log_prob(torch.tensor([0, 2])))
print(dist.entropy())

# probs 不必和为 1：会除以它们的总和
counts = Categorical(probs=torch.tensor([2.0, 1.0, 1.0]))
print(counts.probs)
