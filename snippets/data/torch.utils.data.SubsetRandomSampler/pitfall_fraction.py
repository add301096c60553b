import torch
from torch.utils.data import DataLoader, SubsetRandomSampler, TensorDataset

data = TensorDataset(torch.arange(10))
sampler = SubsetRandomSampler([0.8])  # meant "80% of the data"
print(list(sampler))  # accepted as is: it yields 0.8 as an index
next(iter(DataLoader(data, batch_size=1, sampler=sampler)))
