import torch
from torch.utils.data import WeightedRandomSampler

labels = torch.tensor([0] * 90 + [1] * 10)
class_weights = [0.1, 0.9]  # one weight per class, passed as if it were per sample

gen = torch.Generator().manual_seed(0)
sampler = WeightedRandomSampler(class_weights, num_samples=len(labels), generator=gen)
indices = list(sampler)
print(len(indices), sorted(set(indices)))  # only samples 0 and 1 are ever drawn
