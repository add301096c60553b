import torch
from torch.utils.data import DataLoader, TensorDataset

ds = TensorDataset(torch.arange(8.0))
DataLoader(ds, batch_size=2, num_workers=0, persistent_workers=True)
