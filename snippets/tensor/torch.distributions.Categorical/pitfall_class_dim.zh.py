import torch
from torch.distributions import Categorical

# 两个样本、三个类别，却按 (classes, samples) 存储：每一列之和为 1
probs = torch.tensor([[0.6, 0.3],
                      [0.3, 0.5],
                      [0.1, 0.2]])
dist = Categorical(probs=probs)
print(dist.batch_shape, dist.event_shape)  # 得到的是 3 个在 2 个类别上的分布
print(dist.probs)  # 每一行都被悄悄重新归一化了

fixed = Categorical(probs=probs.T)
print(fixed.batch_shape, fixed.probs)
