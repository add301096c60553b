import torch
from torch.utils.data import TensorDataset

features = torch.zeros(3, 2)
labels = [0, 1, 0]  # a Python list, as read from a file
ds = TensorDataset(features, labels)
