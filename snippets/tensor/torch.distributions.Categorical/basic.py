import torch
from torch.distributions import Categorical

torch.manual_seed(0)
logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.0, 0.0, 0.0]])  # 2 rows, 3 classes each
dist = Categorical(logits=logits)

print(dist.batch_shape, dist.event_shape)
print(dist.probs)

actions = dist.sample()  # one class index per row
print(actions, actions.dtype)
print(dist.sample((4,)).shape)  # sample_shape comes first

print(dist.log_prob(torch.tensor([0, 2])))
print(dist.entropy())

# probs need not sum to 1: they are divided by their sum
counts = Categorical(probs=torch.tensor([2.0, 1.0, 1.0]))
print(counts.probs)
