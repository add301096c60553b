import torch
from torch.utils.data import DataLoader, SequentialSampler, TensorDataset

ds = TensorDataset(torch.arange(6.0))
sampler = SequentialSampler(len(ds))  # the length, not the dataset: accepted here
loader = DataLoader(ds, batch_size=2, sampler=sampler)
next(iter(loader))  # fails when the first batch is drawn
