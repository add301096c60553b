import torch
from torch.utils.data import DataLoader, TensorDataset

ds = TensorDataset(torch.arange(8.0))
# num_workers is 0 (for debugging) but the tuned prefetch_factor stayed in the config
DataLoader(ds, batch_size=2, num_workers=0, prefetch_factor=4)
