import torch
from torch.utils.data import StackDataset

features = torch.zeros(4, 8)
labels = torch.zeros(4)
StackDataset(features, label=labels)  # positional and keyword together
