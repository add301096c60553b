import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch.utils.data import DataLoader, TensorDataset

x = torch.arange(10, dtype=torch.float32).unsqueeze(1)
y = torch.arange(10) % 2
ds = TensorDataset(x, y)

g = torch.Generator().manual_seed(0)  # reproducible shuffling
loader = DataLoader(ds, batch_size=4, shuffle=True, generator=g)
print(len(loader))  # ceil(10 / 4)
for xb, yb in loader:
    xb, yb = xb.to(device), yb.to(device)
    print(xb.shape, yb.dtype)

print(len(DataLoader(ds, batch_size=4, drop_last=True)))  # the short last batch is dropped
