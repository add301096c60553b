import torch
from torch.utils.data import WeightedRandomSampler

weights = torch.ones(100)  # equal weights: looks like a plain shuffle
gen = torch.Generator().manual_seed(0)
indices = list(WeightedRandomSampler(weights, num_samples=100, generator=gen))

print(len(indices), len(set(indices)))  # 100 draws, far fewer distinct samples
