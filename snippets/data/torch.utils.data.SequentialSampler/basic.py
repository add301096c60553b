import torch
from torch.utils.data import DataLoader, SequentialSampler, TensorDataset

data = TensorDataset(torch.arange(5))
sampler = SequentialSampler(data)
print(list(sampler), len(sampler))  # 0, 1, ..., len(data) - 1

loader = DataLoader(data, batch_size=2)  # shuffle=False picks it for you
print(type(loader.sampler).__name__)
print([batch[0].tolist() for batch in loader])
