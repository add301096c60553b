import torch
from torch.utils.data import RandomSampler

g = torch.Generator().manual_seed(0)
# "without replacement", yet 8 draws from 5 samples: whole permutations are chained
idx = list(RandomSampler(range(5), replacement=False, num_samples=8, generator=g))
print(idx, "repeats:", len(idx) - len(set(idx)))
