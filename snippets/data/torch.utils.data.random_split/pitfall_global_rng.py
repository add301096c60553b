import torch
from torch.utils.data import random_split

torch.manual_seed(0)
_, val_a = random_split(range(10), [0.5, 0.5])  # no generator: uses the global one

torch.manual_seed(0)
model = torch.nn.Linear(4, 4)  # a new experiment creates the model first
_, val_b = random_split(range(10), [0.5, 0.5])

print(val_a.indices)
print(val_b.indices)  # a different validation set, despite the same seed
