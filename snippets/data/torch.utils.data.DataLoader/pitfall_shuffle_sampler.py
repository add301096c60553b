import torch
from torch.utils.data import DataLoader, TensorDataset, WeightedRandomSampler

ds = TensorDataset(torch.arange(4.0))
sampler = WeightedRandomSampler(weights=[0.1, 0.1, 0.4, 0.4], num_samples=4)
DataLoader(ds, batch_size=2, sampler=sampler, shuffle=True)
