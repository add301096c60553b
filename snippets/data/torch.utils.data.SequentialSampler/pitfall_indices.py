import torch
from torch.utils.data import DataLoader, SequentialSampler, TensorDataset

data = TensorDataset(torch.arange(100, 110))
val_idx = [7, 8, 9]  # meant: a fixed-order validation subset
loader = DataLoader(data, batch_size=3, sampler=SequentialSampler(val_idx))
print([batch[0].tolist() for batch in loader])  # items 0, 1, 2 instead of 7, 8, 9
