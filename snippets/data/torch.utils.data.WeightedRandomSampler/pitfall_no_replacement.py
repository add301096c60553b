import torch
from torch.utils.data import WeightedRandomSampler

weights = torch.tensor([0.9, 0.1, 0.1, 0.1])
# oversample to 8 draws, but without replacement there are only 4 samples
sampler = WeightedRandomSampler(weights, num_samples=8, replacement=False)
print("constructed")  # the check happens only when iterating
indices = list(sampler)
