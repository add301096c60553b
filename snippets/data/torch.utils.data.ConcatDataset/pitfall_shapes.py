import torch
from torch.utils.data import ConcatDataset, DataLoader, TensorDataset

small = TensorDataset(torch.zeros(2, 3))  # samples of 3 features
large = TensorDataset(torch.zeros(2, 4))  # samples of 4 features

loader = DataLoader(ConcatDataset([small, large]), batch_size=4)
batch = next(iter(loader))  # the first batch takes samples from both
