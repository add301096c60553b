import torch
from torch.utils.data import Subset, TensorDataset

a = TensorDataset(torch.arange(3), torch.zeros(3))
b = TensorDataset(torch.arange(10, 12), torch.ones(2))
both = a + b  # ConcatDataset
print(type(both).__name__, len(both), both[3])
print(len(Subset(both, [0, 4])))
