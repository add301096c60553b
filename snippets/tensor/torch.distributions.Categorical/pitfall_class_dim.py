import torch
from torch.distributions import Categorical

# Two samples, three classes, but stored as (classes, samples): each column sums to 1
probs = torch.tensor([[0.6, 0.3],
                      [0.3, 0.5],
                      [0.1, 0.2]])
dist = Categorical(probs=probs)
print(dist.batch_shape, dist.event_shape)  # 3 distributions over 2 classes
print(dist.probs)  # each row silently renormalised

fixed = Categorical(probs=probs.T)
print(fixed.batch_shape, fixed.probs)
