import torch
from torch.utils.data import random_split

gen = torch.Generator().manual_seed(0)
parts = random_split(range(10), [0.33, 0.33, 0.34], generator=gen)
print([len(p) for p in parts])  # the leftover sample goes to the first split

train, val = random_split(range(3), [0.9, 0.1], generator=gen)
print(len(train), len(val))  # the 10% split of a tiny dataset is empty
