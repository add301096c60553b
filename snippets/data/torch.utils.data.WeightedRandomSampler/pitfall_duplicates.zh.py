import torch
from torch.utils.data import WeightedRandomSampler

weights = torch.ones(100)  # 权重全部相等：看起来像普通的打乱
gen = torch.Generator().manual_seed(0)
indices = list(WeightedRandomSampler(weights, num_samples=100, generator=gen))

print(len(indices), len(set(indices)))  # 抽了 100 次，不同的样本却少得多
