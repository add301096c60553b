import torch
from torch.utils.data import DataLoader, SubsetRandomSampler, TensorDataset

data = TensorDataset(torch.arange(10))
sampler = SubsetRandomSampler([0, 1, 2, 3])
DataLoader(data, batch_size=2, sampler=sampler, shuffle=True)
