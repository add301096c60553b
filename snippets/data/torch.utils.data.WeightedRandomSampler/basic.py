import torch
from torch.utils.data import DataLoader, TensorDataset, WeightedRandomSampler

labels = torch.tensor([0] * 90 + [1] * 10)  # imbalanced: 90 vs 10
ds = TensorDataset(torch.randn(100, 3, generator=torch.Generator().manual_seed(0)), labels)

class_counts = torch.bincount(labels)  # tensor([90, 10])
sample_weights = (1.0 / class_counts)[labels]  # one weight per sample
print(sample_weights.shape)

gen = torch.Generator().manual_seed(0)
sampler = WeightedRandomSampler(sample_weights, num_samples=len(ds), generator=gen)
loader = DataLoader(ds, batch_size=20, sampler=sampler)  # no shuffle=True

seen = torch.cat([y for _, y in loader])
print(len(loader), torch.bincount(seen))  # roughly balanced classes per epoch
