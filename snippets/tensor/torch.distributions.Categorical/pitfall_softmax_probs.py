import torch
from torch.distributions import Categorical

scores = torch.tensor([30.0, 0.0, -30.0])
from_probs = Categorical(probs=torch.softmax(scores, dim=-1))
from_logits = Categorical(logits=scores)

target = torch.tensor(2)
print(from_probs.log_prob(target))   # clamped near log(eps)
print(from_logits.log_prob(target))  # the exact value
