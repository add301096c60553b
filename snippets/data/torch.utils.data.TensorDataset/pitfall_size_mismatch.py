import torch
from torch.utils.data import TensorDataset

features = torch.zeros(2, 6)  # features-first layout: 2 features x 6 samples
labels = torch.tensor([0, 1, 0, 1, 1, 0])
ds = TensorDataset(features, labels)  # first dimensions 2 and 6 differ
