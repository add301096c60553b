import torch
from torch.distributions import Categorical

dist = Categorical(logits=torch.zeros(3))
draws = dist.sample(5)
