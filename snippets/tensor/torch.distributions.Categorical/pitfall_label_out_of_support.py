import torch
from torch.distributions import Categorical

dist = Categorical(logits=torch.zeros(2, 3))
labels = torch.tensor([1, 3])  # 1-based labels: 3 is not a valid class index
dist.log_prob(labels)
