import torch
from torch.utils.data import TensorDataset, random_split

ds = TensorDataset(torch.arange(10.0), torch.arange(10) % 2)

gen = torch.Generator().manual_seed(42)  # its own generator: the same split every run
train, val = random_split(ds, [0.8, 0.2], generator=gen)

print(type(train).__name__, len(train), len(val))
print(val.indices)  # positions in the original dataset
print(val[0])  # val[0] is ds[val.indices[0]]
