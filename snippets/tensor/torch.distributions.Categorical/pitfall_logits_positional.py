import torch
from torch.distributions import Categorical

logits = torch.tensor([1.2, -0.3, 0.4])  # raw scores from a policy head
dist = Categorical(logits)  # the first positional argument is probs
