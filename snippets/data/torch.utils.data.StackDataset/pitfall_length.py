import torch
from torch.utils.data import StackDataset

features = torch.zeros(100, 8)
labels = torch.zeros(99)  # one label lost during preprocessing
StackDataset(features, labels)
