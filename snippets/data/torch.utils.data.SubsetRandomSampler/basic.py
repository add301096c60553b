import torch
from torch.utils.data import DataLoader, SubsetRandomSampler, TensorDataset

data = TensorDataset(torch.arange(10))
train_idx = list(range(0, 8))  # positions in the dataset, not a fraction

g = torch.Generator().manual_seed(0)
sampler = SubsetRandomSampler(train_idx, generator=g)
loader = DataLoader(data, batch_size=4, sampler=sampler)
for epoch in range(2):  # a new order every epoch
    print(epoch, [batch[0].tolist() for batch in loader])
print(len(sampler), len(loader))
