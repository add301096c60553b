import torch
from torch.utils.data import DataLoader, TensorDataset, WeightedRandomSampler

labels = torch.tensor([0, 0, 0, 1])
ds = TensorDataset(labels)
sampler = WeightedRandomSampler([1.0, 1.0, 1.0, 3.0], num_samples=4)
loader = DataLoader(ds, batch_size=2, sampler=sampler, shuffle=True)
