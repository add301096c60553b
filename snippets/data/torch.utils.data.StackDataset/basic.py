import torch
from torch.utils.data import DataLoader, StackDataset

images = torch.arange(6.0).reshape(3, 2)
labels = torch.tensor([0, 1, 1])  # a tensor indexes like a dataset

pairs = StackDataset(images, labels)  # positional: samples are tuples
print(pairs[1])

named = StackDataset(image=images, label=labels)  # keywords: samples are dicts
print(named[1])
print(next(iter(DataLoader(named, batch_size=2))))
