import torch
from torch.distributions import Categorical

dist = Categorical(logits=torch.zeros(2, 3))
labels = torch.tensor([1, 3])  # 从 1 开始的标签：3 不是有效的类别索引
dist.log_prob(labels)
