import torch
from torch.utils.data import DataLoader, Subset, TensorDataset

ds = TensorDataset(torch.arange(10.0))
val = Subset(ds, range(8, 12))  # indices computed for a larger dataset
print(len(val))  # no check so far

for (batch,) in DataLoader(val, batch_size=2):
    print(batch)  # the first batch works, the second fails
