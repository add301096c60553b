import torch
from torch.distributions import Categorical

scores = torch.tensor([30.0, 0.0, -30.0])
from_probs = Categorical(probs=torch.softmax(scores, dim=-1))
from_logits = Categorical(logits=scores)

target = torch.tensor(2)
print(from_probs.log_prob(target))   # 被截断在 log(eps) 附近
print(from_logits.log_prob(target))  # 精确值
